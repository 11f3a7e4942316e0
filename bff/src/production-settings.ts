const hostOf = (origin: string): string => new URL(origin).hostname;

/** The settings the BFF reads that production cannot run safely without. */
export interface ProductionSettings {
  SERVICE_TOKEN?: string;
  STAFF_ASSERTION_KEY?: string;
  PUBLIC_ORIGIN?: string;
  ADMIN_ORIGIN?: string;
  TRUST_PROXY: boolean;
}

/**
 * What is missing for production, one problem per variable, each naming it. Without these the
 * BFF would still start, only less safe or not working: the services would refuse its calls, the
 * origin check and the links would trust the request's Host, and without the proxy's word that
 * the request was https the session cookie would not be Secure and no HSTS would be sent.
 */
export function missingProductionSettings(settings: ProductionSettings): string[] {
  const problems: string[] = [];
  if (!settings.SERVICE_TOKEN) {
    problems.push(
      "SERVICE_TOKEN is required in production (the BFF's own token, listed as bff in every service's CALLER_TOKENS)",
    );
  }
  if (!settings.STAFF_ASSERTION_KEY) {
    problems.push(
      "STAFF_ASSERTION_KEY is required in production (the BFF's EC P-256 private key, whose public key every service has in STAFF_ASSERTION_PUBLIC_KEY)",
    );
  }
  if (!settings.PUBLIC_ORIGIN) {
    problems.push('PUBLIC_ORIGIN is required in production (e.g. https://www.reedmere.example)');
  } else if (!settings.PUBLIC_ORIGIN.startsWith('https://')) {
    problems.push('PUBLIC_ORIGIN must be an https:// origin in production');
  }
  if (!settings.ADMIN_ORIGIN) {
    problems.push('ADMIN_ORIGIN is required in production (e.g. https://admin.reedmere.example)');
  } else if (!settings.ADMIN_ORIGIN.startsWith('https://')) {
    problems.push('ADMIN_ORIGIN must be an https:// origin in production');
  } else if (
    settings.PUBLIC_ORIGIN &&
    hostOf(settings.ADMIN_ORIGIN) === hostOf(settings.PUBLIC_ORIGIN)
  ) {
    // Cookies are kept per host, not per port: on one host the public pages would be sent the
    // admin's session cookie.
    problems.push('ADMIN_ORIGIN must be on another host than PUBLIC_ORIGIN in production');
  }
  if (!settings.TRUST_PROXY) {
    problems.push(
      'TRUST_PROXY must be true in production (the TLS proxy in front says which requests were https)',
    );
  }
  return problems;
}
