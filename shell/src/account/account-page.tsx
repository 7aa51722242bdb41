import { useFormik } from 'formik';
import { useState } from 'react';
import { ACCOUNT_TEXTS } from '@sahha/contracts';
import {
  changePasswordSchema,
  deleteAccountSchema,
  updateNameSchema,
  type ChangePasswordFormValues,
  type DeleteAccountFormValues,
  type UpdateNameFormValues,
} from '@sahha/contracts/schemas';
import { serverMessageOf, sessionEnded, useAppDispatch, useSession } from '@sahha/store';
import { Button, Card, Container, TextInput, toast, useHeadTags } from '@sahha/ui';
import styled from 'styled-components';
import { StyledForm } from '../auth/auth-form-layout';
import { useValidateAfterSubmit } from '../auth/use-validate-after-submit';
import { useChangePasswordMutation, useDeleteAccountMutation, useExportAccountMutation, useUpdateNameMutation } from './account-api';
import { useGoHomeNow } from '../session/use-go-home-now';
import { downloadJson } from './download-json';

const StyledPage = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding-block: ${({ theme }) => theme.space(10)};
  max-width: 48rem;
  h2 {
    margin-top: 0;
  }
`;

const StyledDanger = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

function failureToast(error: unknown) {
  toast({ title: ACCOUNT_TEXTS.requestFailed, description: serverMessageOf(error) ?? ACCOUNT_TEXTS.requestFailed, variant: 'destructive' });
}

function NameSection({ name }: { name: string }) {
  const [updateName, { isLoading }] = useUpdateNameMutation();
  const { validateOnChange, markSubmitted } = useValidateAfterSubmit();
  const formik = useFormik<UpdateNameFormValues>({
    initialValues: { name },
    validationSchema: updateNameSchema,
    validateOnBlur: false,
    validateOnChange,
    onSubmit: async (values) => {
      try {
        await updateName({ name: values.name.trim() }).unwrap();
        toast({ title: ACCOUNT_TEXTS.nameUpdated, variant: 'success' });
      } catch (error) {
        failureToast(error);
      }
    },
  });
  return (
    <Card as="section" aria-labelledby="account-name-title">
      <h2 id="account-name-title">Your name</h2>
      <StyledForm noValidate onSubmit={(event) => (markSubmitted(), formik.handleSubmit(event))}>
        <TextInput
          label="Full Name"
          name="name"
          autoComplete="name"
          value={formik.values.name}
          onChange={formik.handleChange}
          error={formik.submitCount > 0 ? formik.errors.name : undefined}
        />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save name'}
        </Button>
      </StyledForm>
    </Card>
  );
}

function PasswordSection() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { validateOnChange, markSubmitted } = useValidateAfterSubmit();
  const formik = useFormik<ChangePasswordFormValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: changePasswordSchema,
    validateOnBlur: false,
    validateOnChange,
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      try {
        await changePassword({ currentPassword, newPassword }).unwrap();
        toast({ title: ACCOUNT_TEXTS.passwordChangedTitle, description: ACCOUNT_TEXTS.passwordChangedText, variant: 'success' });
        helpers.resetForm();
      } catch (error) {
        failureToast(error);
      }
    },
  });
  const error = (field: keyof ChangePasswordFormValues) => (formik.submitCount > 0 ? formik.errors[field] : undefined);
  return (
    <Card as="section" aria-labelledby="account-password-title">
      <h2 id="account-password-title">Change password</h2>
      <p>Changing your password signs you out on every other device.</p>
      <StyledForm noValidate onSubmit={(event) => (markSubmitted(), formik.handleSubmit(event))}>
        <TextInput
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={formik.values.currentPassword}
          onChange={formik.handleChange}
          error={error('currentPassword')}
        />
        <TextInput
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={formik.values.newPassword}
          onChange={formik.handleChange}
          error={error('newPassword')}
        />
        <TextInput
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={formik.values.confirmPassword}
          onChange={formik.handleChange}
          error={error('confirmPassword')}
        />
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
      downloadJson(data, `sahha-data-${data.exportedAt.slice(0, 10)}.json`);
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
  const { validateOnChange, markSubmitted } = useValidateAfterSubmit();
  const formik = useFormik<DeleteAccountFormValues>({
    initialValues: { password: '' },
    validationSchema: deleteAccountSchema,
    validateOnBlur: false,
    validateOnChange,
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
        <StyledForm noValidate onSubmit={(event) => (markSubmitted(), formik.handleSubmit(event))}>
          <TextInput
            label="Enter your password to confirm"
            name="password"
            type="password"
            autoComplete="current-password"
            value={formik.values.password}
            onChange={formik.handleChange}
            error={formik.submitCount > 0 ? formik.errors.password : undefined}
          />
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
    description: 'Change your name or password, export your data or delete your Sahha account.',
    meta: { robots: 'noindex' },
  });
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <StyledPage>
      <h1>{ACCOUNT_TEXTS.title}</h1>
      <p>Signed in as {session.user.email}</p>
      <NameSection name={session.user.name ?? ''} />
      <PasswordSection />
      <ExportSection />
      <DeleteSection />
    </StyledPage>
  );
}
