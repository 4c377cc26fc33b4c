import type { VehicleMake } from '../types.js';
import { make } from './define.js';

/** Tractors and construction machines: farm and building work is a large part of the used market. */
export const MACHINERY_MAKES: readonly VehicleMake[] = [
  make(
    'Massey Ferguson',
    'ماسي فيرغسون',
    ['massey', 'masey ferguson', 'ماسي فيرجسون', 'ماسي', 'مسي'],
    [
      ['MF 135', 'إم إف 135'],
      ['MF 240', 'إم إف 240'],
      ['MF 285', 'إم إف 285'],
      ['MF 290', 'إم إف 290'],
      ['MF 399', 'إم إف 399'],
    ],
    'TRACTOR',
  ),
  make(
    'John Deere',
    'جون دير',
    ['jhon deere', 'john deer', 'deere', 'جون ديري'],
    [
      ['5075E', '5075 إي'],
      ['5310', '5310'],
      ['6120M', '6120 إم'],
    ],
    'TRACTOR',
  ),
  make(
    'New Holland',
    'نيو هولاند',
    ['new holand', 'newholand', 'نيو هولند'],
    [
      ['TT55', 'تي تي 55'],
      ['TD5', 'تي دي 5'],
      ['T6', 'تي 6'],
    ],
    'TRACTOR',
  ),
  make(
    'Belarus',
    'بيلاروس',
    ['mtz', 'belarous', 'bielarus', 'ام تي زد', 'بيلاروسيا'],
    [
      ['MTZ-80', 'إم تي زد 80'],
      ['MTZ-82', 'إم تي زد 82'],
      ['892', '892'],
      ['1221', '1221'],
    ],
    'TRACTOR',
  ),
  make(
    'Case',
    'كيس',
    ['case ih', 'case construction', 'كايس'],
    [
      ['580', '580'],
      ['CX210', 'سي إكس 210'],
      ['JX75', 'جي إكس 75', 'TRACTOR'],
    ],
    'CONSTRUCTION',
  ),
  make(
    'Caterpillar',
    'كاتربيلر',
    ['cat', 'catterpillar', 'catepillar', 'كتربلر', 'كاتربلر', 'كاتر'],
    [
      ['320', '320'],
      ['330', '330'],
      ['416', '416'],
      ['950', '950'],
      ['140', '140'],
      ['D6', 'دي 6'],
    ],
    'CONSTRUCTION',
  ),
  make(
    'JCB',
    'جي سي بي',
    ['jcp', 'جيه سي بي'],
    [
      ['3CX', '3 سي إكس'],
      ['4CX', '4 سي إكس'],
      ['JS220', 'جي إس 220'],
    ],
    'CONSTRUCTION',
  ),
  make(
    'Komatsu',
    'كوماتسو',
    ['komatso', 'komatzu', 'كوماتزو'],
    [
      ['PC200', 'بي سي 200'],
      ['PC300', 'بي سي 300'],
      ['WA380', 'دبليو إيه 380'],
      ['D85', 'دي 85'],
    ],
    'CONSTRUCTION',
  ),
  make(
    'Doosan',
    'دوسان',
    ['dosan', 'doosan daewoo', 'دوزان'],
    [
      ['Solar 220', 'سولار 220'],
      ['DX225', 'دي إكس 225'],
      ['DX300', 'دي إكس 300'],
    ],
    'CONSTRUCTION',
  ),
  make(
    'Hitachi',
    'هيتاشي',
    ['hitachy', 'hitashi', 'هتاشي'],
    [
      ['EX200', 'إي إكس 200'],
      ['ZX200', 'زد إكس 200'],
      ['ZX350', 'زد إكس 350'],
    ],
    'CONSTRUCTION',
  ),
  make(
    'Liebherr',
    'ليبهير',
    ['libher', 'liebher', 'ليبهر'],
    [
      ['R 924', 'آر 924'],
      ['L 566', 'إل 566'],
      ['LTM 1050', 'إل تي إم 1050'],
    ],
    'CONSTRUCTION',
  ),
];
