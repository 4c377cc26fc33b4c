import type { VehicleMake } from '../types.js';
import { make } from './define.js';

/** Trucks, buses and motorhomes. Car makers' vans and trucks stay with the car make. */
export const COMMERCIAL_MAKES: readonly VehicleMake[] = [
  make(
    'Isuzu',
    'إيسوزو',
    ['isuzo', 'esuzu', 'izuzu', 'إسوزو', 'ايزوزو'],
    [
      ['Trooper', 'تروبر', 'CAR'],
      ['D-Max', 'دي ماكس'],
      ['NKR', 'إن كيه آر'],
      ['NPR', 'إن بي آر'],
      ['NQR', 'إن كيو آر'],
      ['FVR', 'إف في آر'],
      ['Turquoise', 'تركواز', 'BUS'],
    ],
    'TRUCK',
  ),
  make(
    'Hino',
    'هينو',
    ['heno', 'hinno', 'هاينو'],
    [
      ['300', '300'],
      ['500', '500'],
      ['700', '700'],
      ['Rainbow', 'رينبو', 'BUS'],
    ],
    'TRUCK',
  ),
  make(
    'Scania',
    'سكانيا',
    ['scanya', 'skania', 'اسكانيا', 'سكانيه'],
    [
      ['P 360', 'بي 360'],
      ['G 410', 'جي 410'],
      ['R 450', 'آر 450'],
      ['Touring', 'تورينغ', 'BUS'],
    ],
    'TRUCK',
  ),
  make(
    'MAN',
    'مان',
    ['man truck', 'ام ان', 'إم إيه إن'],
    [
      ['TGM', 'تي جي إم'],
      ['TGA', 'تي جي إيه'],
      ['TGS', 'تي جي إس'],
      ['TGX', 'تي جي إكس'],
      ["Lion's Coach", 'لايونز كوتش', 'BUS'],
    ],
    'TRUCK',
  ),
  make(
    'DAF',
    'داف',
    ['daff', 'داف تراك'],
    [
      ['LF', 'إل إف'],
      ['CF', 'سي إف'],
      ['XF', 'إكس إف'],
    ],
    'TRUCK',
  ),
  make(
    'Iveco',
    'إيفيكو',
    ['ivico', 'iveko', 'إيفكو'],
    [
      ['Daily', 'ديلي', 'VAN'],
      ['Eurocargo', 'يوروكارغو'],
      ['Stralis', 'ستراليس'],
      ['Trakker', 'تراكر'],
    ],
    'TRUCK',
  ),
  make(
    'Kamaz',
    'كاماز',
    ['kamas', 'camaz', 'كاماس'],
    [
      ['5320', '5320'],
      ['5511', '5511'],
      ['6520', '6520'],
      ['65115', '65115'],
    ],
    'TRUCK',
  ),
  make(
    'GAZ',
    'غاز',
    ['gorky', 'غاز الروسية'],
    [
      ['Volga', 'فولغا', 'CAR'],
      ['Gazelle', 'غازيل', 'VAN'],
      ['GAZ-53', 'غاز 53'],
      ['GAZ-66', 'غاز 66'],
    ],
    'TRUCK',
  ),
  make(
    'King Long',
    'كينغ لونغ',
    ['king lung', 'kinglon', 'كنغ لونغ', 'كينج لونج'],
    [
      ['XMQ6127', 'إكس إم كيو 6127'],
      ['XMQ6900', 'إكس إم كيو 6900'],
      ['Kingo', 'كينغو', 'VAN'],
    ],
    'BUS',
  ),
  make(
    'Yutong',
    'يوتونغ',
    ['yutung', 'utong', 'يوتنغ', 'يوتونج'],
    [
      ['ZK6729', 'زد كيه 6729'],
      ['ZK6938', 'زد كيه 6938'],
      ['ZK6122', 'زد كيه 6122'],
    ],
    'BUS',
  ),
  make(
    'Winnebago',
    'وينيباغو',
    ['winebago', 'winnebego', 'وينباغو'],
    [
      ['Travato', 'ترافاتو'],
      ['View', 'فيو'],
      ['Minnie Winnie', 'ميني ويني'],
    ],
    'RV',
  ),
  make(
    'Hymer',
    'هايمر',
    ['himer', 'hymmer', 'هيمر'],
    [
      ['Exsis', 'إكسيس'],
      ['B-Class', 'بي كلاس'],
      ['Grand Canyon', 'غراند كانيون'],
    ],
    'RV',
  ),
];
