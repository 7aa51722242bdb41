/** One `<meta name="…" content="…">` an affiliate programme asks for to verify site ownership. */
export interface SiteVerificationMeta {
  readonly name: string;
  readonly content: string;
}

/** GET /api/site-config: public, deployment-specific values the shell cannot read from the server env. */
export interface SiteConfigResponse {
  /** Rendered on the home route only (docs/requirements.md, "Site: page metadata and structured data"). Empty when SITE_VERIFICATION is unset. */
  readonly siteVerification: SiteVerificationMeta[];
  /** Tag-manager container id when GTM_ID is set. The shell loads no third-party script either way. */
  readonly gtmId: string | null;
  /** Social profiles for the footer; an unset one is hidden, never a dead link. */
  readonly social: { readonly instagram: string | null; readonly twitter: string | null };
}

export const SITE_CONFIG_PATH = '/site-config';
