import type { VehicleMake } from '../types.js';
import { make } from './define.js';

/**
 * Motorcycle makes. Honda, Suzuki and BMW motorcycles are models of those makes; three-wheelers
 * and quad bikes have no top-bar type of their own and go under OTHER.
 */
export const MOTORCYCLE_MAKES: readonly VehicleMake[] = [
  make(
    'Yamaha',
    'ياماها',
    ['yamha', 'yamah', 'يماها'],
    [
      ['Crypton', 'كريبتون'],
      ['YBR 125', 'واي بي آر 125'],
      ['NMAX', 'إن ماكس'],
      ['FZ', 'إف زد'],
      ['R1', 'آر 1'],
      ['Grizzly', 'غريزلي', 'OTHER'],
    ],
    'MOTORCYCLE',
  ),
  make(
    'Bajaj',
    'باجاج',
    ['bajag', 'bajaaj', 'بجاج'],
    [
      ['Boxer', 'بوكسر'],
      ['Platina', 'بلاتينا'],
      ['Discover', 'ديسكفر'],
      ['Pulsar', 'بولسار'],
      ['RE', 'آر إي', 'OTHER'],
    ],
    'MOTORCYCLE',
  ),
  make(
    'TVS',
    'تي في إس',
    ['tvs motor', 'تي في اس موتور'],
    [
      ['Star', 'ستار'],
      ['Apache', 'أباتشي'],
      ['Ntorq', 'إنتورك'],
      ['King', 'كينغ', 'OTHER'],
    ],
    'MOTORCYCLE',
  ),
  make(
    'Kawasaki',
    'كاواساكي',
    ['kawasaky', 'kawazaki', 'كوازاكي', 'كاوازاكي'],
    [
      ['KLX 250', 'كيه إل إكس 250'],
      ['Ninja 400', 'نينجا 400'],
      ['Z900', 'زد 900'],
      ['Vulcan S', 'فولكان إس'],
    ],
    'MOTORCYCLE',
  ),
  make(
    'Harley-Davidson',
    'هارلي ديفيدسون',
    ['harley', 'harly davidson', 'هارلي', 'هارلي دافيدسون'],
    [
      ['Sportster', 'سبورتستر'],
      ['Fat Boy', 'فات بوي'],
      ['Street Glide', 'ستريت غلايد'],
    ],
    'MOTORCYCLE',
  ),
];
