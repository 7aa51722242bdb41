/**
 * The references a persona's expectation may rest on. A persona's `source` is one https link, or
 * several joined by " ; ", and each must come from a publisher below. The check is on the
 * publisher (a link's host; for a DOI link the DOI's registrant prefix), not on whole strings, so
 * a new fact sheet or label of an allowed publisher needs no change here, while a blog, a shop or
 * a drug-information aggregator is refused.
 *
 * NIH ODS, NCCIH, LiverTox and a medicine's own label (DailyMed, EMC, FDA, EMA, a national
 * regulator's data sheet) are the references the sets were asked to use. The other entries are
 * the ones the sets actually cite, each an official or peer-reviewed source for a point the first
 * group does not cover.
 */
export interface AllowedReference {
  /** Who publishes it, as the error message names it. */
  name: string;
  /** The link's host, or `doi:<registrant prefix>` for https://doi.org/ links. */
  publisher: string;
  /** When only part of the publisher's site is the reference. */
  path?: RegExp;
}

export const ALLOWED_REFERENCES: readonly AllowedReference[] = [
  // NIH Office of Dietary Supplements: the health-professional fact sheets (interactions, upper
  // limits) and the consumer sheet "What You Need to Know" (tell the surgeon, stop before surgery).
  { name: 'NIH ODS', publisher: 'ods.od.nih.gov', path: /^\/factsheets\// },
  // NIH National Center for Complementary and Integrative Health: herbs and supplements at a glance.
  { name: 'NCCIH', publisher: 'www.nccih.nih.gov', path: /^\/health\// },
  // LiverTox (NIDDK and NLM), published on the NCBI Bookshelf: its chapters are /books/NBK…/.
  { name: 'LiverTox (NCBI Bookshelf)', publisher: 'www.ncbi.nlm.nih.gov', path: /^\/books\/NBK\d+\/$/ },
  // A medicine's label: US prescribing information as filed with the FDA (NLM DailyMed), …
  { name: 'DailyMed (US label)', publisher: 'dailymed.nlm.nih.gov', path: /^\/dailymed\// },
  // … the FDA itself (labels on Drugs@FDA, the regulations in 21 CFR), …
  { name: 'FDA', publisher: 'www.fda.gov' },
  { name: 'FDA (accessdata)', publisher: 'www.accessdata.fda.gov' },
  // … the EMA (EU product information), …
  { name: 'EMA', publisher: 'www.ema.europa.eu' },
  // … the UK SmPC and leaflet on the electronic medicines compendium, …
  { name: 'EMC (UK SmPC)', publisher: 'www.medicines.org.uk', path: /^\/emc\// },
  // … and a national regulator's data sheet: New Zealand's Medsafe (moclobemide, not sold in the US or UK).
  { name: 'Medsafe (NZ data sheet)', publisher: 'www.medsafe.govt.nz' },
  // NIH institutes' health information: NIDDK (kidney stones, Crohn's disease treatment) and the
  // National Cancer Institute (what remission means).
  { name: 'NIDDK', publisher: 'www.niddk.nih.gov' },
  { name: 'NCI', publisher: 'www.cancer.gov' },
  // NHS Specialist Pharmacy Service: medicines questions answered for UK pharmacists (rifampicin
  // and contraception).
  { name: 'NHS SPS', publisher: 'www.sps.nhs.uk' },
  // A peer-reviewed guideline by its PubMed record (the ASMBS micronutrient guideline after
  // weight-loss surgery).
  { name: 'PubMed', publisher: 'pubmed.ncbi.nlm.nih.gov' },
  // American Society of Hematology, Education Program (iron overload in sickle cell disease).
  { name: 'ASH Publications', publisher: 'ashpublications.org' },
  // Peer-reviewed journals by DOI: Elsevier (the ASGE guideline on antithrombotics in
  // Gastrointestinal Endoscopy; Journal of Hepatology) and Physicians Postgraduate Press (The
  // Primary Care Companion for CNS Disorders: rhodiola and mania).
  { name: 'Elsevier journal (DOI)', publisher: 'doi:10.1016' },
  { name: 'Physicians Postgraduate Press journal (DOI)', publisher: 'doi:10.4088' },
];

/** The links of a `source`, in the order written. */
export function referencesOf(source: string): string[] {
  return source.split(/\s+;\s+/);
}

/** The publisher of a link as ALLOWED_REFERENCES names it, or null when it is not an https link. */
function publisherOf(link: string): { publisher: string; path: string } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (url.host === 'doi.org') {
    const prefix = /^\/(10\.\d{4,9})\//.exec(url.pathname);
    return prefix ? { publisher: `doi:${prefix[1]}`, path: url.pathname } : null;
  }
  return { publisher: url.host, path: url.pathname };
}

/** The allowed reference a link comes from, or undefined. */
export function allowedReferenceOf(link: string): AllowedReference | undefined {
  const found = publisherOf(link);
  if (!found) return undefined;
  return ALLOWED_REFERENCES.find((ref) => ref.publisher === found.publisher && (!ref.path || ref.path.test(found.path)));
}
