import type { VehicleType } from '../enums/listing.js';
import type { VehicleMake, VehicleModel } from './types.js';

/** Make and model codes the listing form sends when the seller types their own (spec section 5). */
export const OTHER_MAKE = 'OTHER_MAKE';
export const CUSTOM_MODEL = 'CUSTOM_MODEL';

type ModelRow = [en: string, ar: string, vehicleType?: VehicleType];

const code = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const make = (en: string, ar: string, aliases: string[], models: ModelRow[], defaultType: VehicleType = 'CAR'): VehicleMake => ({
  code: code(en),
  name: { en, ar },
  aliases,
  models: models.map(([modelEn, modelAr, vehicleType]): VehicleModel => ({
    code: code(modelEn),
    name: { en: modelEn, ar: modelAr },
    vehicleType: vehicleType ?? defaultType,
  })),
});

/** Makes common on Syrian roads and sites, with their usual models, in Latin and Arabic script. */
export const VEHICLE_MAKES: readonly VehicleMake[] = [
  make('Toyota', 'تويوتا', ['toyta', 'toyoya', 'tayota', 'تيوتا', 'طويوطا'], [
    ['Corolla', 'كورولا'], ['Camry', 'كامري'], ['Yaris', 'ياريس'], ['Land Cruiser', 'لاند كروزر'], ['Prado', 'برادو'],
    ['Hilux', 'هايلوكس', 'TRUCK'], ['RAV4', 'راف فور'], ['Hiace', 'هايس', 'VAN'], ['Coaster', 'كوستر', 'BUS'], ['Avalon', 'أفالون'],
  ]),
  make('Hyundai', 'هيونداي', ['hundai', 'hyundia', 'hyondai', 'هونداي', 'هيونداى'], [
    ['Elantra', 'إلنترا'], ['Accent', 'أكسنت'], ['Sonata', 'سوناتا'], ['Tucson', 'توسان'], ['Santa Fe', 'سانتا في'],
    ['Avante', 'أفانتي'], ['Verna', 'فيرنا'], ['i10', 'آي 10'], ['H-1', 'إتش 1', 'VAN'], ['Porter', 'بورتر', 'TRUCK'],
  ]),
  make('Kia', 'كيا', ['kea', 'kya', 'كيّا'], [
    ['Rio', 'ريو'], ['Cerato', 'سيراتو'], ['Sportage', 'سبورتاج'], ['Picanto', 'بيكانتو'], ['Optima', 'أوبتيما'],
    ['Sorento', 'سورينتو'], ['Pride', 'برايد'], ['Carnival', 'كرنفال', 'VAN'], ['Bongo', 'بونغو', 'TRUCK'],
  ]),
  make('Nissan', 'نيسان', ['nisan', 'nissn', 'نيسن'], [
    ['Sunny', 'صني'], ['Sentra', 'سنترا'], ['Altima', 'ألتيما'], ['Patrol', 'باترول'], ['X-Trail', 'إكس تريل'],
    ['Tiida', 'تيدا'], ['Navara', 'نافارا', 'TRUCK'], ['Urvan', 'أورفان', 'VAN'], ['Civilian', 'سيفيليان', 'BUS'],
  ]),
  make('Mitsubishi', 'ميتسوبيشي', ['mitsubeshi', 'mitsubshi', 'متسوبيشي'], [
    ['Lancer', 'لانسر'], ['Pajero', 'باجيرو'], ['Outlander', 'أوتلاندر'], ['ASX', 'إيه إس إكس'], ['L200', 'إل 200', 'TRUCK'],
    ['Canter', 'كانتر', 'TRUCK'], ['Rosa', 'روزا', 'BUS'],
  ]),
  make('Mercedes-Benz', 'مرسيدس', ['mercedes', 'mercedez', 'benz', 'مرسيدس بنز', 'مارسيدس'], [
    ['C-Class', 'سي كلاس'], ['E-Class', 'إي كلاس'], ['S-Class', 'إس كلاس'], ['G-Class', 'جي كلاس'], ['GLE', 'جي إل إي'],
    ['Sprinter', 'سبرينتر', 'VAN'], ['Actros', 'أكتروس', 'TRUCK'], ['Vito', 'فيتو', 'VAN'],
  ]),
  make('BMW', 'بي إم دبليو', ['bmv', 'bm', 'بيم', 'بي ام'], [
    ['3 Series', 'الفئة الثالثة'], ['5 Series', 'الفئة الخامسة'], ['7 Series', 'الفئة السابعة'], ['X3', 'إكس 3'], ['X5', 'إكس 5'],
    ['X6', 'إكس 6'], ['R 1250 GS', 'آر 1250 جي إس', 'MOTORCYCLE'],
  ]),
  make('Volkswagen', 'فولكس فاجن', ['volkswagon', 'vw', 'folkswagen', 'فولكسفاغن'], [
    ['Golf', 'غولف'], ['Passat', 'باسات'], ['Jetta', 'جيتا'], ['Polo', 'بولو'], ['Tiguan', 'تيغوان'], ['Touareg', 'طوارق'],
    ['Transporter', 'ترانسبورتر', 'VAN'],
  ]),
  make('Peugeot', 'بيجو', ['pegeot', 'peugot', 'بيجوت'], [
    ['206', '206'], ['207', '207'], ['301', '301'], ['308', '308'], ['405', '405'], ['508', '508'], ['3008', '3008'],
    ['Partner', 'بارتنر', 'VAN'], ['Boxer', 'بوكسر', 'VAN'],
  ]),
  make('Renault', 'رينو', ['renalt', 'reno', 'رينولت'], [
    ['Logan', 'لوغان'], ['Megane', 'ميغان'], ['Clio', 'كليو'], ['Duster', 'داستر'], ['Symbol', 'سيمبول'], ['Master', 'ماستر', 'VAN'],
  ]),
  make('Chevrolet', 'شيفروليه', ['chevy', 'chevrolete', 'شفروليه', 'شيفرولية'], [
    ['Aveo', 'أفيو'], ['Optra', 'أوبترا'], ['Cruze', 'كروز'], ['Spark', 'سبارك'], ['Malibu', 'ماليبو'], ['Captiva', 'كابتيفا'],
    ['Tahoe', 'تاهو'], ['Silverado', 'سيلفرادو', 'TRUCK'],
  ]),
  make('Ford', 'فورد', ['frod', 'فوورد'], [
    ['Focus', 'فوكس'], ['Fiesta', 'فييستا'], ['Fusion', 'فيوجن'], ['Explorer', 'إكسبلورر'], ['Escape', 'إسكيب'],
    ['Ranger', 'رينجر', 'TRUCK'], ['Transit', 'ترانزيت', 'VAN'],
  ]),
  make('Honda', 'هوندا', ['hoda', 'handa', 'هونده'], [
    ['Civic', 'سيفيك'], ['Accord', 'أكورد'], ['CR-V', 'سي آر في'], ['City', 'سيتي'], ['Jazz', 'جاز'],
    ['CG 125', 'سي جي 125', 'MOTORCYCLE'], ['Wave', 'ويف', 'MOTORCYCLE'],
  ]),
  make('Mazda', 'مازدا', ['mazada', 'مزدا'], [['3', '3'], ['6', '6'], ['323', '323'], ['CX-5', 'سي إكس 5'], ['CX-9', 'سي إكس 9'], ['BT-50', 'بي تي 50', 'TRUCK']]),
  make('Suzuki', 'سوزوكي', ['suzuky', 'sozuki', 'سوزوكى'], [
    ['Swift', 'سويفت'], ['Alto', 'ألتو'], ['Vitara', 'فيتارا'], ['Jimny', 'جيمني'], ['Ciaz', 'سياز'],
    ['Carry', 'كاري', 'TRUCK'], ['GN 125', 'جي إن 125', 'MOTORCYCLE'],
  ]),
  make('Daewoo', 'دايو', ['dawoo', 'daewo', 'دايوو', 'دوو'], [['Lanos', 'لانوس'], ['Nubira', 'نوبيرا'], ['Matiz', 'ماتيز'], ['Leganza', 'ليغانزا'], ['Cielo', 'سييلو']]),
  make('Opel', 'أوبل', ['opl', 'اوبل'], [['Astra', 'أسترا'], ['Corsa', 'كورسا'], ['Vectra', 'فيكترا'], ['Insignia', 'إنسيغنيا'], ['Omega', 'أوميغا']]),
  make('Skoda', 'سكودا', ['scoda', 'شكودا'], [['Octavia', 'أوكتافيا'], ['Fabia', 'فابيا'], ['Superb', 'سوبيرب'], ['Kodiaq', 'كودياك']]),
  make('Citroen', 'ستروين', ['citroën', 'citroin', 'سيتروين'], [['C3', 'سي 3'], ['C4', 'سي 4'], ['C-Elysee', 'سي إليزيه'], ['Berlingo', 'بيرلينغو', 'VAN'], ['Jumper', 'جمبر', 'VAN']]),
  make('Fiat', 'فيات', ['fyat', 'فياط'], [['Punto', 'بونتو'], ['Tipo', 'تيبو'], ['Siena', 'سيينا'], ['Linea', 'لينيا'], ['Doblo', 'دوبلو', 'VAN'], ['Ducato', 'دوكاتو', 'VAN']]),
  make('Audi', 'أودي', ['audy', 'اودي'], [['A3', 'إيه 3'], ['A4', 'إيه 4'], ['A6', 'إيه 6'], ['A8', 'إيه 8'], ['Q5', 'كيو 5'], ['Q7', 'كيو 7']]),
  make('Lexus', 'لكزس', ['lexsus', 'lexas', 'لكسس'], [['ES', 'إي إس'], ['IS', 'آي إس'], ['LS', 'إل إس'], ['RX', 'آر إكس'], ['LX', 'إل إكس'], ['GX', 'جي إكس']]),
  make('Land Rover', 'لاند روفر', ['landrover', 'range rover', 'رينج روفر'], [['Range Rover', 'رينج روفر'], ['Range Rover Sport', 'رينج روفر سبورت'], ['Discovery', 'ديسكفري'], ['Defender', 'ديفندر'], ['Evoque', 'إيفوك']]),
  make('Jeep', 'جيب', ['jep', 'جييب'], [['Grand Cherokee', 'غراند شيروكي'], ['Cherokee', 'شيروكي'], ['Wrangler', 'رانجلر'], ['Compass', 'كومباس']]),
  make('Dodge', 'دودج', ['doge', 'دودچ'], [['Charger', 'تشارجر'], ['Challenger', 'تشالنجر'], ['Durango', 'دورانجو'], ['Ram', 'رام', 'TRUCK']]),
  make('GMC', 'جي إم سي', ['gmc', 'جمس', 'جي ام سي'], [['Yukon', 'يوكن'], ['Sierra', 'سييرا', 'TRUCK'], ['Acadia', 'أكاديا'], ['Savana', 'سافانا', 'VAN']]),
  make('Isuzu', 'إيسوزو', ['isuzo', 'esuzu', 'ايسوزو'], [['D-Max', 'دي ماكس', 'TRUCK'], ['NPR', 'إن بي آر', 'TRUCK'], ['NQR', 'إن كيو آر', 'TRUCK'], ['Turquoise', 'تركواز', 'BUS']], 'TRUCK'),
  make('Chery', 'شيري', ['cherry', 'شيرى'], [['Tiggo', 'تيغو'], ['Tiggo 7', 'تيغو 7'], ['Arrizo', 'أريزو'], ['QQ', 'كيو كيو']]),
  make('Geely', 'جيلي', ['jeely', 'geeli', 'جيلى'], [['Emgrand', 'إمغراند'], ['Coolray', 'كولراي'], ['Azkarra', 'أزكارا'], ['GC6', 'جي سي 6']]),
  make('BYD', 'بي واي دي', ['byd', 'بيد'], [['F3', 'إف 3'], ['Seal', 'سيل'], ['Atto 3', 'أتو 3'], ['Song Plus', 'سونغ بلس']]),
  make('Great Wall', 'جريت وول', ['greatwall', 'haval', 'هافال'], [['Haval H6', 'هافال إتش 6'], ['Wingle', 'وينغل', 'TRUCK'], ['Poer', 'باور', 'TRUCK']]),
  make('MG', 'إم جي', ['mg', 'ام جي'], [['MG5', 'إم جي 5'], ['MG ZS', 'إم جي زد إس'], ['MG HS', 'إم جي إتش إس'], ['MG6', 'إم جي 6']]),
  make('Saipa', 'سايبا', ['saypa', 'سايپا'], [['Saba', 'صبا'], ['Tiba', 'تيبا'], ['Shahin', 'شاهين'], ['Quick', 'كويك']]),
  make('Iran Khodro', 'إيران خودرو', ['ikco', 'iran khodro', 'ايران خودرو'], [['Samand', 'سمند'], ['Dena', 'دنا'], ['Runna', 'رانا'], ['Peugeot Pars', 'بيجو بارس']]),
  make('Dacia', 'داسيا', ['dachia', 'داتشيا'], [['Logan', 'لوغان'], ['Sandero', 'سانديرو'], ['Duster', 'داستر']]),
  make('Seat', 'سيات', ['seat', 'سييات'], [['Ibiza', 'إيبيزا'], ['Leon', 'ليون'], ['Toledo', 'توليدو'], ['Ateca', 'أتيكا']]),
  make('Subaru', 'سوبارو', ['subaro', 'سوبارو'], [['Impreza', 'إمبريزا'], ['Forester', 'فورستر'], ['Outback', 'أوتباك'], ['Legacy', 'ليجاسي']]),
  make('Porsche', 'بورش', ['porshe', 'porche', 'بورشه'], [['Cayenne', 'كايين'], ['Macan', 'ماكان'], ['Panamera', 'باناميرا'], ['911', '911']]),
  make('Volvo', 'فولفو', ['volvo', 'ڤولڤو'], [['S60', 'إس 60'], ['S80', 'إس 80'], ['XC60', 'إكس سي 60'], ['XC90', 'إكس سي 90'], ['FH', 'إف إتش', 'TRUCK'], ['FM', 'إف إم', 'TRUCK']]),
  make('Infiniti', 'إنفينيتي', ['infinity', 'انفنتي'], [['Q50', 'كيو 50'], ['QX50', 'كيو إكس 50'], ['QX60', 'كيو إكس 60'], ['QX80', 'كيو إكس 80']]),
  make('Renault Samsung', 'رينو سامسونغ', ['samsung', 'سامسونج'], [['SM3', 'إس إم 3'], ['SM5', 'إس إم 5'], ['SM6', 'إس إم 6'], ['QM6', 'كيو إم 6']]),
  make('SsangYong', 'سانغ يونغ', ['sangyong', 'ssang yong', 'سانج يونج'], [['Rexton', 'ريكستون'], ['Korando', 'كوراندو'], ['Tivoli', 'تيفولي'], ['Musso', 'موسو', 'TRUCK']]),
  make('Proton', 'بروتون', ['protun', 'بروتن'], [['Saga', 'ساغا'], ['Persona', 'بيرسونا'], ['Gen-2', 'جين 2'], ['Waja', 'واجا']]),
  make('Daihatsu', 'دايهاتسو', ['daihatso', 'ديهاتسو'], [['Terios', 'تيريوس'], ['Sirion', 'سيريون'], ['Charade', 'شاريد'], ['Gran Max', 'غران ماكس', 'VAN']]),
  make('Lada', 'لادا', ['lada', 'لاده'], [['Niva', 'نيفا'], ['Granta', 'غرانتا'], ['Vesta', 'فيستا'], ['2107', '2107']]),
  make('Hino', 'هينو', ['heno', 'هاينو'], [['300', '300'], ['500', '500'], ['700', '700'], ['Rainbow', 'رينبو', 'BUS']], 'TRUCK'),
  make('Scania', 'سكانيا', ['scanya', 'اسكانيا'], [['R 450', 'آر 450'], ['G 410', 'جي 410'], ['P 360', 'بي 360'], ['Touring', 'تورينغ', 'BUS']], 'TRUCK'),
  make('MAN', 'مان', ['man truck', 'ام ان'], [['TGS', 'تي جي إس'], ['TGX', 'تي جي إكس'], ['TGM', 'تي جي إم'], ['Lion’s Coach', 'لايونز كوتش', 'BUS']], 'TRUCK'),
  make('DAF', 'داف', ['daf', 'داڤ'], [['XF', 'إكس إف'], ['CF', 'سي إف'], ['LF', 'إل إف']], 'TRUCK'),
  make('Iveco', 'إيفيكو', ['ivico', 'ايفيكو'], [['Daily', 'ديلي', 'VAN'], ['Eurocargo', 'يوروكارغو'], ['Stralis', 'ستراليس']], 'TRUCK'),
  make('King Long', 'كينغ لونغ', ['kinglong', 'كنغ لونغ'], [['XMQ6127', 'إكس إم كيو 6127'], ['XMQ6900', 'إكس إم كيو 6900'], ['Kingo', 'كينغو', 'VAN']], 'BUS'),
  make('Yutong', 'يوتونغ', ['yutung', 'يوتنغ'], [['ZK6122', 'زد كيه 6122'], ['ZK6938', 'زد كيه 6938'], ['ZK6729', 'زد كيه 6729']], 'BUS'),
  make('Yamaha', 'ياماها', ['yamha', 'يماها'], [['YBR 125', 'واي بي آر 125'], ['FZ', 'إف زد'], ['R1', 'آر 1'], ['NMAX', 'إن ماكس'], ['Grizzly', 'غريزلي', 'OTHER']], 'MOTORCYCLE'),
  make('Bajaj', 'باجاج', ['bajaj', 'بجاج'], [['Pulsar', 'بولسار'], ['Boxer', 'بوكسر'], ['Discover', 'ديسكفر']], 'MOTORCYCLE'),
  make('TVS', 'تي في إس', ['tvs', 'تفس'], [['Apache', 'أباتشي'], ['Star', 'ستار'], ['King', 'كينغ', 'OTHER']], 'MOTORCYCLE'),
  make('Kawasaki', 'كاواساكي', ['kawasaky', 'كوازاكي'], [['Ninja 400', 'نينجا 400'], ['Z900', 'زد 900'], ['KLX 250', 'كيه إل إكس 250']], 'MOTORCYCLE'),
  make('Massey Ferguson', 'ماسي فيرغسون', ['massey', 'ماسي فيرجسون', 'مسي'], [['MF 240', 'إم إف 240'], ['MF 285', 'إم إف 285'], ['MF 290', 'إم إف 290'], ['MF 399', 'إم إف 399']], 'TRACTOR'),
  make('John Deere', 'جون دير', ['jhon deere', 'deere', 'جون ديري'], [['5075E', '5075 إي'], ['6120M', '6120 إم'], ['5310', '5310']], 'TRACTOR'),
  make('New Holland', 'نيو هولاند', ['newholland', 'نيوهولاند'], [['TD5', 'تي دي 5'], ['TT55', 'تي تي 55'], ['T6', 'تي 6']], 'TRACTOR'),
  make('Caterpillar', 'كاتربيلر', ['cat', 'catterpillar', 'كتربلر'], [['320', '320'], ['330', '330'], ['D6', 'دي 6'], ['950', '950'], ['416', '416']], 'CONSTRUCTION'),
  make('JCB', 'جي سي بي', ['jcb', 'جي سي بى'], [['3CX', '3 سي إكس'], ['4CX', '4 سي إكس'], ['JS220', 'جي إس 220']], 'CONSTRUCTION'),
  make('Komatsu', 'كوماتسو', ['komatso', 'كوماتسو'], [['PC200', 'بي سي 200'], ['PC300', 'بي سي 300'], ['WA380', 'دبليو إيه 380'], ['D85', 'دي 85']], 'CONSTRUCTION'),
  make('Hyundai Construction', 'هيونداي للمعدات', ['hyundai heavy', 'robex', 'روبكس'], [['Robex 210', 'روبكس 210'], ['Robex 220', 'روبكس 220'], ['HL757', 'إتش إل 757']], 'CONSTRUCTION'),
  make('Winnebago', 'وينيباغو', ['winebago', 'وينباغو'], [['Minnie Winnie', 'ميني ويني'], ['View', 'فيو'], ['Travato', 'ترافاتو']], 'RV'),
  make('Hymer', 'هايمر', ['hymer', 'هيمر'], [['B-Class', 'بي كلاس'], ['Exsis', 'إكسيس'], ['Grand Canyon', 'غراند كانيون']], 'RV'),
];

export const findMake = (makeCode: string): VehicleMake | undefined => VEHICLE_MAKES.find((entry) => entry.code === makeCode);

export const findModel = (makeCode: string, modelCode: string): VehicleModel | undefined =>
  findMake(makeCode)?.models.find((model) => model.code === modelCode);

/** Makes with at least one model of this vehicle type, for the make picker. */
export const makesForVehicleType = (vehicleType: VehicleType): VehicleMake[] =>
  VEHICLE_MAKES.filter((entry) => entry.models.some((model) => model.vehicleType === vehicleType));
