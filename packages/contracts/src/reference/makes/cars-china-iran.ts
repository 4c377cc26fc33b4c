import type { VehicleMake } from '../types.js';
import { make } from './define.js';

/** Chinese and Iranian makes: most of the new cars imported into Syria since the 2010s. */
export const CHINESE_IRANIAN_CAR_MAKES: readonly VehicleMake[] = [
  make(
    'Chery',
    'شيري',
    ['cherry', 'chiry', 'تشيري'],
    [
      ['QQ', 'كيو كيو'],
      ['Arrizo', 'أريزو'],
      ['Tiggo', 'تيغو'],
      ['Tiggo 7', 'تيغو 7'],
      ['Tiggo 8', 'تيغو 8'],
    ],
  ),
  make(
    'Geely',
    'جيلي',
    ['jeely', 'geeli', 'gely', 'جيللي'],
    [
      ['CK', 'سي كيه'],
      ['Emgrand', 'إمغراند'],
      ['GC6', 'جي سي 6'],
      ['Coolray', 'كولراي'],
      ['Azkarra', 'أزكارا'],
      ['Okavango', 'أوكافانغو'],
    ],
  ),
  make(
    'BYD',
    'بي واي دي',
    ['byd auto', 'بي وي دي'],
    [
      ['F0', 'إف 0'],
      ['F3', 'إف 3'],
      ['Dolphin', 'دولفين'],
      ['Seal', 'سيل'],
      ['Han', 'هان'],
      ['Atto 3', 'أتو 3'],
      ['Song Plus', 'سونغ بلس'],
    ],
  ),
  make(
    'Great Wall',
    'جريت وول',
    ['great wal', 'haval', 'غريت وول', 'جريت وال', 'هافال'],
    [
      ['Voleex C30', 'فوليكس سي 30'],
      ['Hover', 'هوفر'],
      ['Haval H2', 'هافال إتش 2'],
      ['Haval H6', 'هافال إتش 6'],
      ['Haval Jolion', 'هافال جوليون'],
      ['Wingle', 'وينغل', 'TRUCK'],
      ['Poer', 'باور', 'TRUCK'],
    ],
  ),
  make(
    'MG',
    'إم جي',
    ['morris garages', 'mg motor', 'إم جي موتور'],
    [
      ['MG3', 'إم جي 3'],
      ['MG5', 'إم جي 5'],
      ['MG6', 'إم جي 6'],
      ['MG ZS', 'إم جي زد إس'],
      ['MG HS', 'إم جي إتش إس'],
      ['MG RX5', 'إم جي آر إكس 5'],
    ],
  ),
  make(
    'Changan',
    'شانجان',
    ['shangan', 'changhan', 'شانغان', 'تشانجان'],
    [
      ['Alsvin', 'ألسفين'],
      ['Eado', 'إيدو'],
      ['CS35', 'سي إس 35'],
      ['CS75', 'سي إس 75'],
      ['UNI-T', 'يوني تي'],
    ],
  ),
  make(
    'Saipa',
    'سايبا',
    ['saypa', 'saiba', 'سيبا'],
    [
      ['131', '131'],
      ['132', '132'],
      ['Saba', 'صبا'],
      ['Nasim', 'نسيم'],
      ['Tiba', 'تيبا'],
      ['Quick', 'كويك'],
      ['Shahin', 'شاهين'],
    ],
  ),
  make(
    'Iran Khodro',
    'إيران خودرو',
    ['ikco', 'khodro', 'iran khodra', 'ايران خدرو', 'خودرو'],
    [
      ['Samand', 'سمند'],
      ['Soren', 'سورن'],
      ['Dena', 'دنا'],
      ['Runna', 'رانا'],
      ['Tara', 'تارا'],
      ['Peugeot Pars', 'بيجو بارس'],
    ],
  ),
];
