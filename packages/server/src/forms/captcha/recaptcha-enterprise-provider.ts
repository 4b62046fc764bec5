import { err, ok, type CaptchaAction, type CaptchaWidgetConfig } from '@tessera/core';
import type { RecaptchaConfig } from '../../config.js';
import type { CaptchaCheck, CaptchaFailure, CaptchaProvider } from './captcha-provider.js';

/** The parts of an assessment (reCAPTCHA Enterprise `projects.assessments.create`) we read. */
interface Assessment {
  tokenProperties?: { valid?: boolean; invalidReason?: string; action?: string };
  riskAnalysis?: { score?: number };
}

const ASSESSMENT_TIMEOUT_MS = 5000;

function refusal(reason: string | undefined): CaptchaFailure {
  if (reason === 'EXPIRED') return 'expired';
  if (reason === 'DUPE') return 'replayed';
  return 'invalid';
}

/** Judges an assessment: valid token, made for the expected action, score at or above the minimum. */
export function judgeAssessment(
  assessment: Assessment,
  action: CaptchaAction,
  minScore: number,
): CaptchaFailure | undefined {
  const token = assessment.tokenProperties;
  if (token?.valid !== true) return refusal(token?.invalidReason);
  if (token.action !== action) return 'wrong-action';
  const score = assessment.riskAnalysis?.score;
  if (typeof score !== 'number' || score < minScore) return 'low-score';
  return undefined;
}

/**
 * reCAPTCHA Enterprise, used when the install is configured for it. Its one network call — an
 * assessment per token — lives here behind the provider interface; `fetchImpl` lets tests point
 * it at a local server.
 */
export function recaptchaEnterpriseProvider(
  config: RecaptchaConfig,
  siteKey: string,
  fetchImpl: typeof fetch = fetch,
): CaptchaProvider {
  const url = `${config.apiUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(config.projectId)}/assessments?key=${encodeURIComponent(config.apiKey)}`;
  return {
    kind: 'recaptcha-enterprise',
    widget(_formId: string, action: CaptchaAction): CaptchaWidgetConfig {
      return { provider: 'recaptcha-enterprise', siteKey, action };
    },
    async verify(check: CaptchaCheck) {
      if (!check.token) return err('missing');
      let assessment: Assessment;
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ event: { token: check.token, siteKey, expectedAction: check.action } }),
          signal: AbortSignal.timeout(ASSESSMENT_TIMEOUT_MS),
        });
        if (!response.ok) return err('unavailable');
        assessment = (await response.json()) as Assessment;
      } catch {
        return err('unavailable');
      }
      const failure = judgeAssessment(assessment, check.action, config.minScore);
      return failure ? err(failure) : ok(undefined);
    },
  };
}
