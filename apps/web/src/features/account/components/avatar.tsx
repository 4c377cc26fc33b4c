import { initialOf } from '../lib/account-format';

const SIZES = { sm: 'h-10 w-10 text-base', md: 'h-16 w-16 text-2xl', lg: 'h-24 w-24 text-4xl' } as const;

/** The picture, or the first letter of the name on the brand colour (spec section 2's avatar). */
export function Avatar({
  src,
  name,
  alt,
  size = 'md',
}: {
  src: string | null | undefined;
  name: string;
  alt: string;
  size?: keyof typeof SIZES;
}) {
  const frame = `${SIZES[size]} shrink-0 overflow-hidden rounded-full ring-4 ring-white dark:ring-slate-900`;
  if (src) {
    return <img src={src} alt={alt} className={`${frame} bg-slate-100 object-cover dark:bg-slate-800`} />;
  }
  return (
    <span
      role="img"
      aria-label={alt}
      className={`${frame} flex items-center justify-center bg-brand-700 font-bold text-white`}
    >
      {initialOf(name)}
    </span>
  );
}
