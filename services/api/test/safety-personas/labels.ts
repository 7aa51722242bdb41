import { dailymed } from './persona-answers';

/**
 * Medicine labels and references that more than one unseen persona set cites, named once. Each set
 * still cites them beside its own cases; a reference only one set uses stays in that set.
 */

/** References (not labels) that more than one set cites. */
export const ASGE_ANTITHROMBOTICS = 'https://doi.org/10.1016/j.gie.2015.09.035';
export const ASMBS_MICRONUTRIENTS = 'https://pubmed.ncbi.nlm.nih.gov/28392254/';
export const FDA_VACCINES = 'https://www.fda.gov/vaccines-blood-biologics/vaccines';
export const NIDDK_CIRRHOSIS = 'https://www.niddk.nih.gov/health-information/liver-disease/cirrhosis';
export const NIDDK_HEMOCHROMATOSIS = 'https://www.niddk.nih.gov/health-information/liver-disease/hemochromatosis';
export const NIDDK_HEP_B = 'https://www.niddk.nih.gov/health-information/liver-disease/viral-hepatitis/hepatitis-b';
export const NIDDK_HYPERPARATHYROIDISM = 'https://www.niddk.nih.gov/health-information/endocrine-diseases/primary-hyperparathyroidism';
export const NIDDK_KIDNEY_STONES = 'https://www.niddk.nih.gov/health-information/urologic-diseases/kidney-stones/eating-diet-nutrition';
export const NIDDK_NAFLD = 'https://www.niddk.nih.gov/health-information/liver-disease/nafld-nash';
export const ODS_WYNTK = 'https://ods.od.nih.gov/factsheets/WYNTK-Consumer/';

export const EMC = (query: string) => `https://www.medicines.org.uk/emc/search?q=${query}`;
export const ADDERALL = dailymed('adderall');
export const ASPIRIN_81 = dailymed('aspirin+81');
export const BIKTARVY = dailymed('biktarvy');
export const BISOPROLOL = dailymed('bisoprolol');
export const BRILINTA = dailymed('brilinta');
export const CALCIUM_CARBONATE_ANTACID = dailymed('calcium+carbonate+antacid');
export const CONCERTA = dailymed('concerta');
export const DESFERAL = dailymed('desferal');
export const DOXYCYCLINE = dailymed('doxycycline');
export const ELIQUIS = dailymed('eliquis');
export const ESCITALOPRAM = dailymed('escitalopram');
export const EXFORGE = dailymed('exforge');
export const EXJADE = dailymed('exjade');
export const FARXIGA = dailymed('farxiga');
export const FLECAINIDE = dailymed('flecainide');
export const GLICLAZIDE = EMC('gliclazide');
export const GLIMEPIRIDE = dailymed('glimepiride');
export const GOSERELIN = dailymed('zoladex');
export const IBANDRONATE = dailymed('ibandronate');
export const INSULIN = dailymed('insulin+glargine');
export const ISONIAZID = dailymed('isoniazid');
export const ISOTRETINOIN = dailymed('isotretinoin');
export const JADENU = dailymed('jadenu');
export const JANUMET = dailymed('janumet');
export const JARDIANCE = dailymed('jardiance');
export const LEVOFLOXACIN = dailymed('levofloxacin');
export const LEVOTHYROXINE = dailymed('levothyroxine');
export const LITHIUM = dailymed('lithium+carbonate');
export const LOVAZA = dailymed('lovaza');
export const LOVENOX = dailymed('lovenox');
export const METFORMIN = dailymed('metformin');
export const MINOCYCLINE = dailymed('minocycline');
export const MOUNJARO = dailymed('mounjaro');
export const NCI_REMISSION = 'https://www.cancer.gov/publications/dictionaries/cancer-terms/def/remission';
/**
 * NCCN Guidelines, Survivorship: Nutrition and Weight Management (Denlinger et al., J Natl Compr
 * Canc Netw 2014;12(10):1396–1406): supplements are not recommended for most cancer survivors except
 * for a documented deficiency, an inadequate diet or another condition that calls for one, and the
 * care team should review what a survivor takes.
 */
export const NCCN_SURVIVORSHIP_NUTRITION = 'https://pubmed.ncbi.nlm.nih.gov/25313179/';
export const NIDDK_BARIATRIC = 'https://www.niddk.nih.gov/health-information/weight-management/bariatric-surgery';
export const NIDDK_CKD = 'https://www.niddk.nih.gov/health-information/kidney-disease/chronic-kidney-disease-ckd';
export const OMEPRAZOLE = dailymed('omeprazole');
export const OZEMPIC = dailymed('ozempic');
export const PANTOPRAZOLE = dailymed('pantoprazole');
export const PLAVIX = dailymed('plavix');
export const PRADAXA = dailymed('pradaxa');
export const RAMIPRIL = dailymed('ramipril');
export const RIFAMPIN = dailymed('rifampin');
export const RITALIN = dailymed('ritalin');
export const SAXENDA = dailymed('saxenda');
export const TAMOXIFEN = dailymed('tamoxifen');
export const TIVICAY = dailymed('tivicay');
export const TRIUMEQ = dailymed('triumeq');
export const TRULICITY = dailymed('trulicity');
export const TUMS = dailymed('tums');
export const VALSARTAN_HCTZ = dailymed('valsartan+hydrochlorothiazide');
export const VASCEPA = dailymed('vascepa');
export const VYVANSE = dailymed('vyvanse');
export const WARFARIN = dailymed('warfarin');
export const WEGOVY = dailymed('wegovy');
export const XARELTO = dailymed('xarelto');
