import { anySealedSecrets, type Executor } from '@tessera/db';
import { ConfigError, type PaymentsConfig } from '../config.js';

/**
 * Refuses to start when payment provider secrets are stored and the key to open them is not set:
 * the store would otherwise fail at its first payment instead of at start-up.
 */
export async function checkPaymentSecretsKey(db: Executor, config: PaymentsConfig): Promise<void> {
  if (config.secretsKey || !(await anySealedSecrets(db))) return;
  throw new ConfigError(
    'Payment provider secrets are stored in the database but TESSERA_SECRETS_KEY is not set. ' +
      'Start the server with the key the secrets were saved with.',
  );
}
