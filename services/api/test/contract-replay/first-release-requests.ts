/**
 * Every request the first release's clients sent to /api, recorded as they built them, in the
 * order one visitor sends them on the way to an account (issue N).
 *
 * "First release": the shell and remotes as of commit 0c84805, the last commit before dc8705c
 * (issue L) began dating check-ins on the server, with the shared libs at 0.1.0 and the contract of
 * libs/contracts/src/{api,quiz,search,site-config}.ts at that commit. Each request names the commit
 * that introduced its client code (unchanged up to 0c84805) and the file that builds it. Bodies are
 * literal copies, not typed with today's contract, so a change to the contract cannot quietly
 * change what is replayed. Statuses are what the first release's controllers answered; `fields`
 * are the response fields its contract named (`[]` walks every element of a list, which must not
 * be empty).
 */

/** Ids the journey learns from earlier answers, as the clients did (session, plan, product page). */
export interface JourneyIds {
  userId: number;
  quizResponseId: number;
  productId: string;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface RecordedRequest {
  /** What the client was doing. */
  name: string;
  /** `<commit> <file>`: where this request is built in the first release. */
  source: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** `{userId}`, `{quizResponseId}` and `{productId}` are filled in from earlier answers. */
  path: string;
  query?: Record<string, string>;
  body?: Json | ((ids: JourneyIds) => Json);
  status: number;
  /** Response field paths, e.g. `checkIns[].date`; `[].id` for a list at the top. */
  fields?: string[];
  /** A download instead of JSON: its Content-Type must start with this. */
  contentType?: string;
  /** Ids to remember from this answer, by response field path. */
  remember?: Partial<Record<keyof JourneyIds, string>>;
  /** Body paths the server owns now: accepted and ignored, so the answer never echoes what was sent. */
  serverOwned?: string[];
  /** Something the test does between requests that no request of the first release did. */
  before?: 'grantAdminRole';
}

const USER = { name: 'Layla Haddad', email: 'layla.first-release@example.com', password: 'Xylophone-Saffron-42' } as const;
const NEW_PASSWORD = 'Marigold-Lantern-93';

const USER_FIELDS = ['success', 'user.id', 'user.name', 'user.email', 'user.role'];
const CHECK_IN_FIELDS = ['id', 'date', 'energyLevel', 'sleepQuality', 'mood', 'adherence', 'sideEffects', 'improvements', 'notes'];
const ENGINE_RECOMMENDATION_FIELDS = [
  'name',
  'description',
  'recommendationReason',
  'evidenceUrl',
  'productId',
  'evidenceGrade',
  'evidenceBasis',
  'dosage',
  'cautions',
  'alreadyTaking',
];
const RATING_SUMMARY_FIELDS = ['ratingSummary.average', 'ratingSummary.count'];
const FEEDBACK_ENTRY_FIELDS = ['[].id', '[].rating', '[].comment', '[].email', '[].timestamp'];
const ERROR_FIELDS = ['statusCode', 'message', 'error'];

const prefixed = (prefix: string, fields: string[]) => fields.map((field) => `${prefix}${field}`);

/**
 * Every /api route of the first release (its controllers at 0c84805), with the path parameters
 * named as below. Each needs at least one recorded request. (/api/docs is for people, and
 * /sitemap.xml and /robots.txt for crawlers; no client of ours called them.)
 */
export const FIRST_RELEASE_ROUTES = [
  'GET /api/health',
  'GET /api/csrf-token',
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/user',
  'PATCH /api/account/name',
  'POST /api/account/password',
  'GET /api/account/export',
  'DELETE /api/account',
  'POST /api/quiz/submit',
  'POST /api/quiz/recognise',
  'GET /api/quiz-responses',
  'GET /api/quiz-responses/{quizResponseId}',
  'GET /api/supplement-recommendations/{quizResponseId}',
  'POST /api/check-in',
  'GET /api/check-ins/{userId}',
  'GET /api/check-ins/{userId}/latest',
  'POST /api/feedback',
  'GET /api/feedback/view',
  'POST /api/contact',
  'GET /api/contact/messages',
  'GET /api/products',
  'GET /api/products/{productId}',
  'GET /api/products/{productId}/ratings',
  'POST /api/products/{productId}/ratings',
  'GET /api/research',
  'GET /api/safety-classes',
  'GET /api/search',
  'GET /api/site-config',
] as const;

/** The header the first release's base query put the token in (db2b043 libs/contracts/src/api.ts CSRF_HEADER). */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The base query fetches this whenever it holds no token before a POST, PATCH or DELETE, and again
 * after login, register, logout and account deletion (the session, and its token, changed).
 */
export const CSRF_TOKEN_REQUEST: RecordedRequest = {
  name: 'shell: CSRF token before a state-changing call',
  source: 'db2b043 libs/store/src/base-query.ts',
  method: 'GET',
  path: '/api/csrf-token',
  status: 200,
  fields: ['token'],
};

/**
 * A visitor's quiz as mf-quiz's toSubmission built it, with nothing typed at steps 8 and 9 (a plan
 * that depended on typed text was never re-submitted: the results page asked for a retake).
 */
const VISITOR_QUIZ: Json = {
  gender: 'female',
  age: '26-35',
  diet: 'vegetarian',
  diet_text: 'no fish',
  goals: ['energy', 'sleep', 'immunity'],
  goals_text: '',
  lifestyle: 'moderate',
  currentSupplements: ['vitamin_d'],
  currentSupplements_text: '',
  healthConcerns: ['sleep'],
  healthConcerns_text: '',
  additionalHealthInfo: 'no_additional_info',
  currentMedications: 'none',
  currentMedications_text: '',
};

export const FIRST_RELEASE_REQUESTS: RecordedRequest[] = [
  {
    name: 'health check (load balancer, compose)',
    source: 'afa199b services/api/src/health/health.controller.ts; libs/contracts/src/api.ts HealthResponse',
    method: 'GET',
    path: '/api/health',
    status: 200,
    fields: ['status', 'db'],
  },
  {
    name: 'shell: site config for the home page and footer',
    source: '4646a83 shell/src/site-config/site-config-api.ts (social added in 8e553e6)',
    method: 'GET',
    path: '/api/site-config',
    status: 200,
    fields: ['siteVerification', 'gtmId', 'social.instagram', 'social.twitter'],
  },
  {
    name: 'shell: current user of a visitor (401 means signed out)',
    source: 'db2b043 libs/store/src/api.ts getCurrentUser',
    method: 'GET',
    path: '/api/user',
    status: 401,
    fields: ERROR_FIELDS,
  },
  {
    name: 'mf-content: site search',
    source: '8090d20 mf-content/src/search/search-api.ts',
    method: 'GET',
    path: '/api/search',
    query: { q: 'vitamin d' },
    status: 200,
    fields: [
      'success',
      'query',
      'total',
      'groups[].kind',
      'groups[].label',
      ...prefixed('groups[].results[].', ['kind', 'id', 'title.text', 'title.highlights', 'url', 'snippet.text', 'snippet.highlights']),
    ],
  },
  {
    name: 'mf-content: /research',
    source: '8e553e6 mf-content/src/trust/research-api.ts',
    method: 'GET',
    path: '/api/research',
    status: 200,
    fields: ['success', ...prefixed('supplements[].', ['key', 'name', 'evidenceGrade', 'evidenceBasis', 'evidenceUrl', 'sources[].title', 'sources[].url'])],
  },
  {
    name: 'mf-content: /science safety classes',
    source: 'c4a7ec1 mf-content/src/trust/safety-classes-api.ts',
    method: 'GET',
    path: '/api/safety-classes',
    status: 200,
    fields: ['classes[].class', 'classes[].label', 'classes[].effect'],
  },
  {
    name: 'mf-quiz: live recognition line at step 8',
    source: '3771049 mf-quiz/src/quiz/recognition-api.ts',
    method: 'POST',
    path: '/api/quiz/recognise',
    body: { field: 'medications', text: 'Glucophage 500 mg' },
    status: 200,
    fields: ['recognised[].class', 'recognised[].label', 'nothingRecognised'],
  },
  {
    name: 'mf-quiz: a visitor submits the quiz',
    source: 'a560225 mf-quiz/src/quiz/quiz-rules.ts toSubmission, mf-quiz/src/shared/quiz-submit-api.ts',
    method: 'POST',
    path: '/api/quiz/submit',
    body: VISITOR_QUIZ,
    status: 200,
    fields: [
      ...prefixed('recommendations[].', ENGINE_RECOMMENDATION_FIELDS),
      'safetyNotes',
      'safetyStop',
      'screening.medicationClasses',
      'screening.healthInfoClasses',
      'screening.unidentified',
    ],
    remember: { productId: 'recommendations[0].productId' },
  },
  {
    name: 'mf-catalog: product page (Shop Now from /results)',
    source: '9b637e0 mf-catalog/src/product/product-api.ts getProduct',
    method: 'GET',
    path: '/api/products/{productId}',
    status: 200,
    fields: [
      'id',
      'name',
      'description',
      'timeOfDay',
      'benefits',
      'recommendedDosage',
      'cautions',
      'scientificEvidence',
      'evidenceUrl',
      'evidenceGrade',
      'sources[].title',
      'sources[].url',
      ...prefixed('pricing[].', [
        'retailerKey',
        'retailer',
        'kind',
        'logo',
        'price',
        'currency',
        'inStock',
        'deliveryTime',
        'rating',
        'servings',
        'quantity',
        'pricePerServing',
        'checkedAt',
        'outboundUrl',
        'affiliateProgram',
      ]),
      'bestDeal',
      'otherRetailers',
      ...RATING_SUMMARY_FIELDS,
    ],
  },
  {
    name: 'mf-catalog: product ratings of a visitor',
    source: '9b637e0 mf-catalog/src/product/product-api.ts getProductRatings',
    method: 'GET',
    path: '/api/products/{productId}/ratings',
    status: 200,
    fields: ['success', ...RATING_SUMMARY_FIELDS, 'myRating'],
  },
  {
    name: 'catalog: product list named by the contract',
    source: '9b637e0 libs/contracts/src/api.ts ProductsResponse',
    method: 'GET',
    path: '/api/products',
    status: 200,
    fields: ['success', ...prefixed('products[].', ['id', 'name', 'description', 'timeOfDay', 'lowestPrice', 'bestDeal'])],
  },
  {
    name: 'mf-content: beta feedback without an e-mail address',
    source: 'a3288e9 mf-content/src/feedback/feedback-api.ts, feedback-page.tsx (trimmed email, empty when not given)',
    method: 'POST',
    path: '/api/feedback',
    body: { rating: 5, comment: 'Clear plan, and the prices saved me a trip.', email: '' },
    status: 201,
    fields: ['success'],
  },
  {
    name: 'mf-content: beta feedback with an e-mail address',
    source: 'a3288e9 mf-content/src/feedback/feedback-api.ts',
    method: 'POST',
    path: '/api/feedback',
    body: { rating: 4, comment: '', email: 'omar.first-release@example.com' },
    status: 201,
    fields: ['success'],
  },
  {
    name: 'mf-content: contact form',
    source: '29679fa mf-content/src/contact/contact-api.ts',
    method: 'POST',
    path: '/api/contact',
    body: { name: 'Omar Saleh', email: 'omar.first-release@example.com', topic: 'general', message: 'Do you plan an Arabic version of the quiz?' },
    status: 201,
    fields: ['success'],
  },
  {
    name: 'shell: register',
    source: '0b58b4e shell/src/auth/register-form.tsx, libs/store/src/api.ts register',
    method: 'POST',
    path: '/api/register',
    body: { ...USER },
    status: 201,
    fields: USER_FIELDS,
    remember: { userId: 'user.id' },
  },
  {
    name: 'shell: current user once signed in',
    source: 'db2b043 libs/store/src/api.ts getCurrentUser',
    method: 'GET',
    path: '/api/user',
    status: 200,
    fields: USER_FIELDS,
  },
  {
    name: "mf-quiz: the visitor's plan saved to the new account (its answers re-submitted)",
    source: 'a560225 mf-quiz/src/shared/stored-plan.ts resubmissionOf; b46c6f5 mf-quiz/src/results/save-plan-to-account.tsx (automatic after sign-in)',
    method: 'POST',
    path: '/api/quiz/submit',
    body: VISITOR_QUIZ,
    status: 200,
    fields: [...prefixed('recommendations[].', ENGINE_RECOMMENDATION_FIELDS), 'safetyNotes', 'safetyStop', 'screening.unidentified', 'quizResponseId'],
    remember: { quizResponseId: 'quizResponseId' },
  },
  {
    name: 'mf-quiz: a signed-in user retakes the quiz with a medicine typed at step 8 (saved by the server)',
    source: 'a560225 mf-quiz/src/quiz/quiz-rules.ts toSubmission',
    method: 'POST',
    path: '/api/quiz/submit',
    body: {
      gender: 'female',
      age: '26-35',
      diet: 'omnivore',
      diet_text: '',
      goals: ['focus'],
      goals_text: 'exam season',
      lifestyle: 'active',
      currentSupplements: ['none'],
      currentSupplements_text: '',
      healthConcerns: ['none'],
      healthConcerns_text: '',
      additionalHealthInfo: 'no_additional_info',
      currentMedications: 'Glucophage 500 mg',
      currentMedications_text: 'Glucophage 500 mg',
    },
    status: 200,
    fields: ['recommendations', 'safetyNotes', 'safetyStop', 'screening.medicationClasses', 'quizResponseId'],
  },
  {
    name: 'mf-quiz: My Results',
    source: 'a560225 mf-quiz/src/my-results/my-results-api.ts',
    method: 'GET',
    path: '/api/quiz-responses',
    status: 200,
    fields: ['success', ...prefixed('quizResponses[].', ['id', 'createdAt', 'goals', 'recommendationCount'])],
  },
  {
    name: 'mf-quiz: /recommendation/:id, the saved answers',
    source: 'a560225 mf-quiz/src/recommendation/recommendation-api.ts getQuizResponse',
    method: 'GET',
    path: '/api/quiz-responses/{quizResponseId}',
    status: 200,
    fields: [
      'success',
      'id',
      'createdAt',
      'age',
      'gender',
      'lifestyle',
      'diet',
      'goals',
      'healthConcerns',
      'currentMedications',
      'currentSupplements',
      'additionalHealthInfo',
    ],
  },
  {
    name: 'mf-quiz: /recommendation/:id, the saved plan',
    source: 'a560225 mf-quiz/src/recommendation/recommendation-api.ts getSupplementRecommendations',
    method: 'GET',
    path: '/api/supplement-recommendations/{quizResponseId}',
    status: 200,
    fields: ['success', ...prefixed('recommendations[].', ENGINE_RECOMMENDATION_FIELDS), 'safetyNotes'],
  },
  {
    name: 'mf-tracker: home reminder, no check-in yet',
    source: 'da83299 mf-tracker/src/api/check-ins-api.ts getLatestCheckIn',
    method: 'GET',
    path: '/api/check-ins/{userId}/latest',
    status: 200,
    fields: ['success', 'checkIn'],
  },
  {
    name: 'mf-tracker: check-in with the form untouched (client date, texts and improvements null)',
    source: 'da83299 mf-tracker/src/check-in/use-check-in-form.ts toSubmission, use-check-in-submission.ts',
    method: 'POST',
    path: '/api/check-in',
    body: ({ userId }) => ({
      userId,
      checkIn: {
        date: '2026-11-23T18:42:07.311Z',
        energyLevel: 5,
        sleepQuality: 5,
        mood: 5,
        adherence: 100,
        sideEffects: null,
        improvements: null,
        notes: null,
      },
    }),
    status: 201,
    fields: ['success', ...prefixed('checkIn.', CHECK_IN_FIELDS)],
    serverOwned: ['checkIn.date'],
  },
  {
    name: 'mf-tracker: check-in with everything filled in and a back-dated client date',
    source: 'da83299 mf-tracker/src/check-in/use-check-in-form.ts toSubmission',
    method: 'POST',
    path: '/api/check-in',
    body: ({ userId }) => ({
      userId,
      checkIn: {
        date: '2025-01-06T08:00:00.000Z',
        energyLevel: 7,
        sleepQuality: 6,
        mood: 8,
        adherence: 90,
        sideEffects: 'Mild nausea the first two days',
        improvements: ['energy', 'sleep'],
        notes: 'Taking them with breakfast helps',
      },
    }),
    status: 201,
    fields: ['success', ...prefixed('checkIn.', CHECK_IN_FIELDS)],
    serverOwned: ['checkIn.date'],
  },
  {
    name: 'mf-tracker: /progress',
    source: 'da83299 mf-tracker/src/api/check-ins-api.ts getCheckIns',
    method: 'GET',
    path: '/api/check-ins/{userId}',
    status: 200,
    fields: ['success', ...prefixed('checkIns[].', CHECK_IN_FIELDS)],
  },
  {
    name: 'mf-tracker: home reminder after checking in',
    source: 'da83299 mf-tracker/src/api/check-ins-api.ts getLatestCheckIn',
    method: 'GET',
    path: '/api/check-ins/{userId}/latest',
    status: 200,
    fields: ['success', ...prefixed('checkIn.', CHECK_IN_FIELDS)],
  },
  {
    name: 'mf-catalog: rate a product with a review',
    source: '9b637e0 mf-catalog/src/product/product-api.ts rateProduct, rating-form.tsx',
    method: 'POST',
    path: '/api/products/{productId}/ratings',
    body: { rating: 4, text: 'Easy to swallow, no aftertaste.' },
    status: 201,
    fields: ['success', ...RATING_SUMMARY_FIELDS],
  },
  {
    name: 'mf-catalog: re-rate without text (the form sends the trimmed, empty text)',
    source: '9b637e0 mf-catalog/src/product/rating-form.tsx',
    method: 'POST',
    path: '/api/products/{productId}/ratings',
    body: { rating: 5, text: '' },
    status: 201,
    fields: ['success', ...RATING_SUMMARY_FIELDS],
  },
  {
    name: 'mf-catalog: product ratings with my rating',
    source: '9b637e0 mf-catalog/src/product/product-api.ts getProductRatings',
    method: 'GET',
    path: '/api/products/{productId}/ratings',
    status: 200,
    fields: ['success', ...RATING_SUMMARY_FIELDS, 'myRating.rating', 'myRating.text', 'myRating.updatedAt'],
  },
  {
    name: 'shell: account page, change the name',
    source: '3c889de shell/src/account/account-api.ts updateName, account-page.tsx',
    method: 'PATCH',
    path: '/api/account/name',
    body: { name: 'Layla H.' },
    status: 200,
    fields: USER_FIELDS,
  },
  {
    name: 'shell: account page, export my data',
    source: '3c889de shell/src/account/account-api.ts exportAccount',
    method: 'GET',
    path: '/api/account/export',
    status: 200,
    fields: ['success', 'exportedAt', 'data.user.id', 'data.user.email', 'data.user.createdAt', 'data.user.updatedAt'],
  },
  {
    name: 'mf-admin: feedback dashboard',
    source: 'c63ab6c mf-admin/src/feedback-dashboard/feedback-dashboard-api.ts',
    before: 'grantAdminRole',
    method: 'GET',
    path: '/api/feedback/view',
    status: 200,
    fields: FEEDBACK_ENTRY_FIELDS,
  },
  {
    name: 'mf-admin: feedback dashboard filtered to one rating',
    source: 'c63ab6c mf-admin/src/feedback-dashboard/feedback-dashboard-api.ts',
    method: 'GET',
    path: '/api/feedback/view',
    query: { rating: '5' },
    status: 200,
    fields: FEEDBACK_ENTRY_FIELDS,
  },
  {
    name: 'mf-admin: feedback CSV download',
    source: 'c63ab6c mf-admin/src/feedback-dashboard/use-download-feedback-csv.ts feedbackCsvUrl',
    method: 'GET',
    path: '/api/feedback/view',
    query: { format: 'csv', rating: '5' },
    status: 200,
    contentType: 'text/csv',
  },
  {
    name: 'mf-admin: contact messages',
    source: '29679fa mf-admin/src/contact-messages/contact-messages-api.ts',
    method: 'GET',
    path: '/api/contact/messages',
    status: 200,
    fields: ['[].id', '[].name', '[].email', '[].topic', '[].message', '[].timestamp'],
  },
  {
    name: 'shell: account page, change the password',
    source: '3c889de shell/src/account/account-api.ts changePassword, account-page.tsx',
    method: 'POST',
    path: '/api/account/password',
    body: { currentPassword: USER.password, newPassword: NEW_PASSWORD },
    status: 200,
    fields: ['success'],
  },
  {
    name: 'shell: log out',
    source: 'db2b043 libs/store/src/api.ts logout (no body)',
    method: 'POST',
    path: '/api/logout',
    status: 200,
    fields: ['success'],
  },
  {
    name: 'shell: log in',
    source: '0b58b4e shell/src/auth/login-form.tsx, libs/store/src/api.ts login',
    method: 'POST',
    path: '/api/login',
    body: { email: USER.email, password: NEW_PASSWORD },
    status: 200,
    fields: USER_FIELDS,
  },
  {
    name: 'shell: account page, delete the account',
    source: '3c889de shell/src/account/account-api.ts deleteAccount, account-page.tsx',
    method: 'DELETE',
    path: '/api/account',
    body: { password: NEW_PASSWORD },
    status: 200,
    fields: ['success'],
  },
];
