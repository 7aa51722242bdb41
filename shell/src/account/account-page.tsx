import { useState } from 'react';
import { AUTH_MESSAGES, AUTH_VALIDATION, type User } from '@sahha/contracts';
import { ACCOUNT_TEXTS } from '@sahha/contracts/account';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  updateNameSchema,
  type ChangeEmailFormValues,
  type ChangePasswordFormValues,
  type DeleteAccountFormValues,
  type UpdateNameFormValues,
} from '@sahha/contracts/schemas';
import { serverMessageOf, sessionEnded, useAppDispatch, useSession, type ApiError } from '@sahha/store';
import { Badge, Button, ButtonLink, Card, Container, toast, useHeadTags, usePersistentDraft } from '@sahha/ui';
import { wrapRowCss } from '@sahha/ui/mixins';
import { saveFile } from '@sahha/ui/save-file';
import styled from 'styled-components';
import { StyledForm } from '../auth/auth-form-layout';
import { FormTextField } from '../forms/form-text-field';
import { useValidatedForm } from '../forms/use-validated-form';
import {
  useChangeEmailMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useExportAccountMutation,
  useResendEmailVerificationMutation,
  useUpdateNameMutation,
} from './account-api';
import { useGoHomeNow } from '../session/use-go-home-now';
import { PriceAlertsSection } from './price-alerts-section';

const StyledPage = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding-block: ${({ theme }) => theme.space(10)};
  max-width: 48rem;
  h2 {
    margin-top: 0;
  }
`;

const StyledAddress = styled.p`
  ${wrapRowCss}
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;

const StyledDanger = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

function failureToast(error: unknown) {
  toast({ title: ACCOUNT_TEXTS.requestFailed, description: serverMessageOf(error) ?? ACCOUNT_TEXTS.requestFailed, variant: 'destructive' });
}

/**
 * Drafts of the account forms outlive a sign-in round trip when the session ends mid-edit (issue
 * L). Only what the user typed as data: passwords are never kept.
 */
export const ACCOUNT_DRAFT_KEYS = { name: 'account:name', newEmail: 'account:new-email' } as const;

function NameSection({ name }: { name: string }) {
  const [updateName, { isLoading }] = useUpdateNameMutation();
  const [nameDraft, setNameDraft, clearNameDraft] = usePersistentDraft(ACCOUNT_DRAFT_KEYS.name, name);
  const { formik, onSubmit } = useValidatedForm<UpdateNameFormValues>({
    initialValues: { name: nameDraft },
    validationSchema: updateNameSchema,
    onSubmit: async (values) => {
      try {
        await updateName({ name: values.name.trim() }).unwrap();
        clearNameDraft();
        toast({ title: ACCOUNT_TEXTS.nameUpdated, variant: 'success' });
      } catch (error) {
        failureToast(error);
      }
    },
  });
  return (
    <Card as="section" aria-labelledby="account-name-title">
      <h2 id="account-name-title">Your name</h2>
      <StyledForm noValidate onSubmit={onSubmit}>
        <FormTextField formik={formik} label="Full Name" name="name" autoComplete="name" onValueChange={setNameDraft} />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save name'}
        </Button>
      </StyledForm>
    </Card>
  );
}

/** Labels of the account page's e-mail parts; the shared texts are ACCOUNT_EMAIL_TEXTS. */
export const ACCOUNT_EMAIL_SECTION_TEXTS = {
  title: 'Your e-mail address',
  newEmailLabel: 'New e-mail address',
  currentPasswordLabel: 'Your current password',
  myPlansTitle: 'My Plans',
  myPlansText: 'Every plan you saved, with its date, its supplements and the safety notes we checked.',
  myPlansLink: 'Open My Plans',
} as const;

function MyPlansSection() {
  return (
    <Card as="section" aria-labelledby="account-plans-title">
      <h2 id="account-plans-title">{ACCOUNT_EMAIL_SECTION_TEXTS.myPlansTitle}</h2>
      <p>{ACCOUNT_EMAIL_SECTION_TEXTS.myPlansText}</p>
      <ButtonLink to="/my-results" variant="secondary">
        {ACCOUNT_EMAIL_SECTION_TEXTS.myPlansLink}
      </ButtonLink>
    </Card>
  );
}

function ResendVerificationButton() {
  const [resend, { isLoading }] = useResendEmailVerificationMutation();
  const onResend = async () => {
    try {
      await resend().unwrap();
      toast({ title: ACCOUNT_EMAIL_TEXTS.verificationSent, variant: 'success' });
    } catch (error) {
      failureToast(error);
    }
  };
  return (
    <Button type="button" variant="secondary" onClick={onResend} disabled={isLoading}>
      {ACCOUNT_EMAIL_TEXTS.resendVerification}
    </Button>
  );
}

function ChangeEmailForm() {
  const [changeEmail, { isLoading }] = useChangeEmailMutation();
  const [emailDraft, setEmailDraft, clearEmailDraft] = usePersistentDraft(ACCOUNT_DRAFT_KEYS.newEmail, '');
  const { formik, onSubmit } = useValidatedForm<ChangeEmailFormValues>({
    initialValues: { email: emailDraft, currentPassword: '' },
    validationSchema: changeEmailSchema,
    onSubmit: async ({ email, currentPassword }, helpers) => {
      try {
        await changeEmail({ email: email.trim(), currentPassword }).unwrap();
        toast({ title: ACCOUNT_EMAIL_TEXTS.emailChanged, variant: 'success' });
        clearEmailDraft();
        helpers.resetForm({ values: { email: '', currentPassword: '' } });
      } catch (error) {
        const status = (error as ApiError | undefined)?.status;
        const message = serverMessageOf(error);
        if (status === 409) helpers.setFieldError('email', AUTH_MESSAGES.emailTaken);
        else if (message === ACCOUNT_TEXTS.currentPasswordIncorrect) helpers.setFieldError('currentPassword', message);
        else failureToast(error);
      }
    },
  });
  return (
    <StyledForm noValidate aria-labelledby="account-change-email-title" onSubmit={onSubmit}>
      <h3 id="account-change-email-title">{ACCOUNT_EMAIL_TEXTS.changeEmailTitle}</h3>
      <FormTextField formik={formik} label={ACCOUNT_EMAIL_SECTION_TEXTS.newEmailLabel} name="email" type="email" autoComplete="email" onValueChange={setEmailDraft} />
      <FormTextField
        formik={formik}
        label={ACCOUNT_EMAIL_SECTION_TEXTS.currentPasswordLabel}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? ACCOUNT_EMAIL_TEXTS.changeEmailSaving : ACCOUNT_EMAIL_TEXTS.changeEmailButton}
      </Button>
    </StyledForm>
  );
}

function EmailSection({ user }: { user: User }) {
  return (
    <Card as="section" aria-labelledby="account-email-title">
      <h2 id="account-email-title">{ACCOUNT_EMAIL_SECTION_TEXTS.title}</h2>
      <StyledAddress>
        <strong>{user.email}</strong>
        <Badge tone={user.emailVerified ? 'success' : 'caution'}>
          {user.emailVerified ? ACCOUNT_EMAIL_TEXTS.verifiedBadge : ACCOUNT_EMAIL_TEXTS.unverifiedBadge}
        </Badge>
      </StyledAddress>
      {user.emailVerified ? null : (
        <>
          <p>{ACCOUNT_EMAIL_TEXTS.unverifiedHint}</p>
          <ResendVerificationButton />
        </>
      )}
      <ChangeEmailForm />
    </Card>
  );
}

function PasswordSection() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { formik, onSubmit } = useValidatedForm<ChangePasswordFormValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: changePasswordSchema,
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      try {
        await changePassword({ currentPassword, newPassword }).unwrap();
        toast({ title: ACCOUNT_TEXTS.passwordChangedTitle, description: ACCOUNT_TEXTS.passwordChangedText, variant: 'success' });
        helpers.resetForm();
      } catch (error) {
        // A wrong current password or a new one the policy refuses is that field's problem.
        const message = serverMessageOf(error);
        if (message === ACCOUNT_TEXTS.currentPasswordIncorrect) helpers.setFieldError('currentPassword', message);
        else if ((error as ApiError | undefined)?.status === 400 && message?.startsWith(AUTH_VALIDATION.passwordTooWeak)) helpers.setFieldError('newPassword', message);
        else failureToast(error);
      }
    },
  });
  return (
    <Card as="section" aria-labelledby="account-password-title">
      <h2 id="account-password-title">Change password</h2>
      <p>Changing your password signs you out on every other device.</p>
      <StyledForm noValidate onSubmit={onSubmit}>
        <FormTextField formik={formik} label="Current password" name="currentPassword" type="password" autoComplete="current-password" />
        <FormTextField formik={formik} label="New password" name="newPassword" type="password" autoComplete="new-password" />
        <FormTextField formik={formik} label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Change password'}
        </Button>
      </StyledForm>
    </Card>
  );
}

function ExportSection() {
  const [exportAccount, { isLoading }] = useExportAccountMutation();
  const onExport = async () => {
    try {
      const data = await exportAccount().unwrap();
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `sahha-data-${data.exportedAt.slice(0, 10)}.json`);
      toast({ title: ACCOUNT_TEXTS.exportReady, variant: 'success' });
    } catch (error) {
      failureToast(error);
    }
  };
  return (
    <Card as="section" aria-labelledby="account-export-title">
      <h2 id="account-export-title">Download your data</h2>
      <p>Get a copy of everything Sahha stores about you, as a JSON file.</p>
      <Button type="button" variant="secondary" onClick={onExport} disabled={isLoading}>
        {isLoading ? 'Preparing...' : 'Download my data'}
      </Button>
    </Card>
  );
}

function DeleteSection() {
  const [confirming, setConfirming] = useState(false);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const goHomeNow = useGoHomeNow();
  const dispatch = useAppDispatch();
  const { formik, onSubmit } = useValidatedForm<DeleteAccountFormValues>({
    initialValues: { password: '' },
    validationSchema: deleteAccountSchema,
    onSubmit: async ({ password }) => {
      try {
        await deleteAccount({ password }).unwrap();
        goHomeNow({ replace: true });
        dispatch(sessionEnded());
        toast({ title: ACCOUNT_TEXTS.deletedTitle, description: ACCOUNT_TEXTS.deletedText });
      } catch (error) {
        failureToast(error);
      }
    },
  });
  return (
    <Card as="section" aria-labelledby="account-delete-title">
      <h2 id="account-delete-title">Delete account</h2>
      <StyledDanger>{ACCOUNT_TEXTS.deleteWarning}</StyledDanger>
      {confirming ? (
        <StyledForm noValidate onSubmit={onSubmit}>
          <FormTextField formik={formik} label="Enter your password to confirm" name="password" type="password" autoComplete="current-password" />
          <Button type="submit" variant="danger" disabled={isLoading}>
            {isLoading ? 'Deleting...' : 'Permanently delete my account'}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </StyledForm>
      ) : (
        <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      )}
    </Card>
  );
}

export default function AccountPage() {
  useHeadTags({
    title: ACCOUNT_TEXTS.title,
    description: 'Find your saved plans, change your name, e-mail address or password, export your data or delete your Sahha account.',
    meta: { robots: 'noindex' },
  });
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <StyledPage>
      <h1>{ACCOUNT_TEXTS.title}</h1>
      <p>Signed in as {session.user.email}</p>
      <MyPlansSection />
      <NameSection name={session.user.name ?? ''} />
      <EmailSection user={session.user} />
      <PasswordSection />
      <PriceAlertsSection />
      <ExportSection />
      <DeleteSection />
    </StyledPage>
  );
}
