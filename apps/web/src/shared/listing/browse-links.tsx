import { Building2, Car } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';

/** Where an empty list sends its reader: the vehicles and the real estate browse. */
export function BrowseLinks({ vehicles, realEstate }: { vehicles: string; realEstate: string }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to="/vehicles" className={buttonClasses('primary')}>
        <Car aria-hidden className="h-4 w-4" />
        {vehicles}
      </Link>
      <Link to="/realestate" className={buttonClasses('secondary')}>
        <Building2 aria-hidden className="h-4 w-4" />
        {realEstate}
      </Link>
    </div>
  );
}
