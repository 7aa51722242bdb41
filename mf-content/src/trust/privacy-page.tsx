import { Link } from 'react-router-dom';
import { LOCAL_STORAGE_ITEMS, SESSION_COOKIE } from './storage-inventory';
import { LastUpdated, StorageList, StyledProse, TrustPageFrame } from './trust-layout';
import { LEGAL_LAST_UPDATED, PRIVACY_EMAIL, TRUST_PAGES } from './trust-pages';
import { useTrustPageHead } from './use-trust-page-head';

const PAGE = TRUST_PAGES.privacy;

const DESCRIPTION =
  'What Sahha stores and why, what it never stores, cookies and local storage, how long data is kept, and your rights under UAE data protection law.';

/** What the API keeps per account and why (the account-data registry exports and deletes each). */
export const STORED_DATA = [
  {
    title: 'Your account',
    text: 'Your name (optional), your e-mail address and your password, which is stored only as a one-way hash. We need these to let you sign in.',
  },
  {
    title: 'Your quiz answers, when you are signed in',
    text: 'The options you chose for gender, age range, diet, goals, lifestyle, current supplements and health concerns, and the kinds of interaction the safety screen found (for example ‘blood thinner’), or ‘none’. We keep them to show your saved plan and its profile summary.',
  },
  {
    title: 'Your saved plans',
    text: 'The recommendations and safety notes from each quiz you take while signed in, so you can come back to them in My Results.',
  },
  {
    title: 'Your check-ins',
    text: 'The date, your energy, sleep and mood scores, how regularly you took your supplements, the improvements you ticked, and any side effects or notes you choose to write. They power your progress tracker.',
  },
  {
    title: 'Your product ratings',
    text: 'The rating and any review text you leave on a product page.',
  },
  {
    title: 'Feedback',
    text: 'The rating, comment and, only if you give it, the e-mail address you send through the feedback form. Without an e-mail address, feedback is anonymous.',
  },
  {
    title: 'Your session',
    text: 'A record on our server that links your session cookie to your account and holds a security token that protects forms against cross-site request forgery.',
  },
] as const;

export const USER_RIGHTS = [
  { title: 'Access', text: 'to ask what personal data we hold about you and how we use it.' },
  { title: 'Correction', text: 'to have inaccurate or incomplete data corrected.' },
  { title: 'Deletion', text: 'to have your personal data erased.' },
  { title: 'Restriction', text: 'to ask us to limit how we process your data in certain cases, for example while its accuracy is checked.' },
  { title: 'Objection', text: 'to object to processing in the cases the law sets out.' },
  { title: 'Portability', text: 'to receive your data in a structured, machine-readable form.' },
] as const;

export default function PrivacyPage() {
  useTrustPageHead(PAGE, DESCRIPTION, { webPage: { dateModified: LEGAL_LAST_UPDATED.iso } });

  return (
    <TrustPageFrame current="privacy" intro="Sahha asks about your health, so we keep as little as we can and tell you exactly what that is. This policy covers the Sahha website and its quiz, accounts, check-ins and feedback form.">
      <StyledProse aria-labelledby="summary-heading">
        <h2 id="summary-heading">In short</h2>
        <LastUpdated />
        <ul>
          <li>Without an account, nothing from the quiz is saved on our servers; your results stay in your browser.</li>
          <li>We never store the names of your medicines or the health text you type in the quiz.</li>
          <li>We use no advertising cookies, no third-party analytics and no trackers, and we do not sell your data.</li>
          <li>You can download or delete everything in your account yourself, at any time, from Account Settings.</li>
        </ul>
      </StyledProse>

      <StyledProse aria-labelledby="stored-heading">
        <h2 id="stored-heading">What we store and why</h2>
        <p>When you create an account and use Sahha, we store:</p>
        {STORED_DATA.map((item) => (
          <div key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        ))}
      </StyledProse>

      <StyledProse aria-labelledby="never-heading">
        <h2 id="never-heading">What we never store</h2>
        <p>
          Medication names and the health free text you type in the quiz are never stored. When you submit the quiz, our
          server reads that text once, in memory, to find interactions that matter for supplements (see{' '}
          <Link to={TRUST_PAGES.science.path}>how Sahha makes recommendations</Link>), and keeps only the kind of
          interaction found. The custom text you can add to the other quiz questions is not stored on our servers either;
          it stays in your browser with the rest of your answers.
        </p>
        <p>
          In your browser, your medication text and additional health information are replaced by ‘none’ or ‘provided’
          before the quiz result is saved there.
        </p>
      </StyledProse>

      <StyledProse aria-labelledby="storage-heading">
        <h2 id="storage-heading">Cookies and local storage</h2>
        <p>
          We set one cookie, <code>{SESSION_COOKIE.secureName}</code> (<code>{SESSION_COOKIE.name}</code> over plain http). It is strictly necessary: it keeps you signed in and
          carries the security token for forms. It cannot be read by scripts on the page and expires after{' '}
          {SESSION_COOKIE.lifetimeDays} days without a visit.
        </p>
        <p>
          Your browser’s local storage holds the items below. They stay on your device, except that your stored quiz
          answers are sent once to save the plan when you sign in after taking the quiz.
        </p>
        <StorageList items={LOCAL_STORAGE_ITEMS} />
        <p>
          Page views and quiz starts are recorded as events in the page’s own memory (<code>window.dataLayer</code>). They
          contain no personal data and are not sent to any third party. The{' '}
          <Link to={TRUST_PAGES.cookies.path}>cookies page</Link> explains how to clear all of this.
        </p>
      </StyledProse>

      <StyledProse aria-labelledby="retention-heading">
        <h2 id="retention-heading">How long we keep it</h2>
        <ul>
          <li>Your account data is kept until you delete your account. Deleting it removes it from our database.</li>
          <li>
            Sessions expire after {SESSION_COOKIE.lifetimeDays} days of inactivity; signing out ends your session straight
            away.
          </li>
          <li>
            Feedback sent with your account’s e-mail address is deleted with your account. Anonymous feedback has no link
            to you and is kept to improve Sahha.
          </li>
          <li>Items in your browser’s local storage stay until you clear them.</li>
        </ul>
      </StyledProse>

      <StyledProse aria-labelledby="sharing-heading">
        <h2 id="sharing-heading">Who sees your data</h2>
        <p>
          We do not sell your personal data or share it for advertising. When you follow a link to a retailer, you leave
          Sahha and the retailer’s own privacy policy applies; an affiliate link tells the retailer that you came from
          Sahha, but not who you are.
        </p>
      </StyledProse>

      <StyledProse aria-labelledby="export-heading">
        <h2 id="export-heading">Download or delete your data</h2>
        <p>
          Sign in and open <Link to="/account">Account Settings</Link>. Download your data gives you a JSON file with
          everything Sahha stores about you. Delete account permanently removes your account, quiz answers, saved plans,
          check-ins, product ratings and any feedback sent with your account’s e-mail address.
        </p>
      </StyledProse>

      <StyledProse aria-labelledby="rights-heading">
        <h2 id="rights-heading">Your rights</h2>
        <p>
          Under the UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data, and subject to the
          conditions and exceptions it sets out, you have the right:
        </p>
        <ul>
          {USER_RIGHTS.map((right) => (
            <li key={right.title}>
              <strong>{right.title}:</strong> {right.text}
            </li>
          ))}
        </ul>
        <p>
          You can download, correct your name, and delete your data yourself in Account Settings. For any other request,
          e-mail us; we may ask you to confirm that the account is yours before we act on it. If you are unhappy with our
          answer, you may also be able to raise a complaint with the UAE Data Office.
        </p>
      </StyledProse>

      <StyledProse aria-labelledby="children-heading">
        <h2 id="children-heading">Children</h2>
        <p>Sahha is for adults aged 18 and over. We do not knowingly collect data about children.</p>
      </StyledProse>

      <StyledProse aria-labelledby="changes-heading">
        <h2 id="changes-heading">Changes to this policy</h2>
        <p>
          When we change what we store or why, we update this page and the date at the top. Please also read our{' '}
          <Link to={TRUST_PAGES.terms.path}>terms of use</Link>.
        </p>
      </StyledProse>

      <StyledProse aria-labelledby="contact-heading">
        <h2 id="contact-heading">Contact for privacy requests</h2>
        <p>
          E-mail <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> for questions about your data or to use any of
          the rights above.
        </p>
      </StyledProse>
    </TrustPageFrame>
  );
}
