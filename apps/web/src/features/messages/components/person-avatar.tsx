import type { ConversationParticipant } from '@souqna/contracts';

/** The other person's picture, or the first letter of their name on the brand colour. */
export function PersonAvatar({
  person,
  size = 'md',
}: {
  person: ConversationParticipant | null;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'h-9 w-9 text-sm' : 'h-12 w-12 text-lg';
  if (person?.profilePicture)
    return <img src={person.profilePicture} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  const letter = Array.from(person?.name.trim() ?? '')[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white dark:bg-brand-500 dark:text-slate-950`}
    >
      {letter}
    </span>
  );
}
