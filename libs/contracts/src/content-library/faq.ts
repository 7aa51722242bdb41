// Through the package name, not '../quiz': in the browser that resolves to the shared singleton
// instead of bundling a second copy of the main entry's modules into the FAQ page's chunk.
import { MEDICAL_DISCLAIMER } from '@sahha/contracts';
import { EVIDENCE_GRADE_MEANINGS } from '@sahha/contracts/quiz';

/** The FAQ (issue I): one source for the /faq page (mf-content) and the API's search index. */
export interface FaqItem {
  /** Element id on /faq, so a link (and a search result) can point at one answer. */
  id: string;
  question: string;
  answer: string;
}

/** Plain-text answers: the same strings are shown on the page and in the FAQPage structured data. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'is-sahha-free',
    question: 'Is Sahha free?',
    answer:
      'Yes. The quiz, your recommendations, an account, weekly check-ins and the progress tracker are free. We do not sell supplements ourselves.',
  },
  {
    id: 'how-recommendations-are-made',
    question: 'How are my recommendations made?',
    answer:
      'Your nine quiz answers run through a fixed set of rules written from published research: your goals, diet, age, sex, lifestyle and life in the UAE each point to supplements that have been studied for them. A safety screen and an upper-limit check then adjust the list. Each recommendation says which of your answers it came from. The Science page explains every step.',
  },
  {
    id: 'evidence-grades',
    question: 'How accurate are the recommendations, and what do the evidence grades mean?',
    answer: `Each recommendation carries a grade for its research, from A to D. A means ‘${EVIDENCE_GRADE_MEANINGS.A}’; D means ‘${EVIDENCE_GRADE_MEANINGS.D}’. A grade describes the research, not a promise that a supplement will work for you: the rules only know your answers and cannot see your blood tests or medical history.`,
  },
  {
    id: 'pregnancy-and-breastfeeding',
    question: 'Can I use Sahha if I am pregnant or breastfeeding?',
    answer:
      'Please mention it in the medicines or health question. The plan then leaves out supplements not shown to be safe in pregnancy or breastfeeding (such as ashwagandha, rhodiola, green tea extract and standard multivitamins), suggests 400 mcg of folic acid a day and asks you to check every supplement with your obstetrician.',
  },
  {
    id: 'prescription-medicines',
    question: 'I take prescription medicines. Can I still use the quiz?',
    answer:
      'Yes, and please list them. We screen for medicines that interact with supplements, including blood thinners, antidepressants, levothyroxine, metformin, stomach acid reducers, methotrexate and some antibiotics, and we leave out or re-time supplements accordingly. With kidney or liver disease we make no recommendations and ask you to see your doctor first. The screen can miss a medicine, so show your plan to your pharmacist or doctor before you start.',
  },
  {
    id: 'children',
    question: 'Can my child use Sahha?',
    answer:
      'No. The quiz is for adults aged 18 and over: the age ranges start at 18, and the doses and upper limits we use are adult values. Children’s needs are different, so please ask a paediatrician.',
  },
  {
    id: 'data-we-keep',
    question: 'What data do you keep about me?',
    answer:
      'Without an account, your quiz results stay in your browser and nothing from the quiz is saved on our servers. With an account we keep your name, e-mail address, a hashed password, your quiz choices, saved plans, check-ins and product ratings. We never store medication names or the health text you type in the quiz, only the kind of interaction found, such as ‘blood thinner’. The privacy policy has the full list.',
  },
  {
    id: 'delete-account',
    question: 'How do I delete my account?',
    answer:
      'Sign in, open Account Settings from your account menu, and choose Delete account. Your profile, quiz answers, saved plans, check-ins, product ratings and any feedback sent with your account’s e-mail address are deleted. You can download a copy of your data as a JSON file first with Download your data.',
  },
  {
    id: 'delivery-and-prices',
    question: 'Do you deliver in the UAE, and are prices in AED?',
    answer:
      'We do not sell or deliver anything. Product pages compare prices in AED from UAE retailers, with each retailer’s own delivery time. Prices and stock come from the retailers and can change; the price at the retailer’s checkout is the one that counts. Some shop links are affiliate links: the retailer may pay us a commission at no extra cost to you. Commissions play no part in what we recommend.',
  },
  {
    id: 'medical-advice',
    question: 'Is this medical advice?',
    answer: `No. Sahha gives general information about supplements and does not diagnose or treat any condition. ${MEDICAL_DISCLAIMER}`,
  },
  {
    id: 'check-in-frequency',
    question: 'How often should I check in?',
    answer:
      'Once a week. A weekly check-in takes a couple of minutes: rate your energy, sleep and mood, say how regularly you took your supplements and note any changes. Your dashboard reminds you when your last check-in is a week old, and the progress tracker shows your trends.',
  },
  {
    id: 'change-answers',
    question: 'How do I change my answers?',
    answer:
      'Take the quiz again at any time, from the quiz page or the Retake Quiz button on your dashboard. The new plan replaces the one in your browser. If you are signed in, each plan is saved to your account, so earlier plans stay in My Results.',
  },
  {
    id: 'vitamin-d-for-everyone',
    question: 'Why is vitamin D suggested to almost everyone?',
    answer:
      'Because low vitamin D is very common in the UAE. Most days are spent indoors or covered up, away from the midday sun, and a large Abu Dhabi study found low vitamin D in most people tested. A blood test tells you your own level.',
  },
  {
    id: 'advertising-and-cookies',
    question: 'Does Sahha use advertising or tracking cookies?',
    answer:
      'No. We use one strictly necessary cookie for your session and a few items in your browser’s local storage, such as your theme. There are no advertising cookies, no third-party analytics and no social media trackers. The cookies page lists each item.',
  },
];
