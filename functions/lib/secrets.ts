/**
 * Secrets Manager reads of the functions (issue 8 "secrets" in the registry; infra/constructs/secrets.ts): every
 * secret holds JSON, and a function gets its secret's ARN, never the value, in its environment. The SDK client is
 * imported on first use, so a function that is configured with a plain key (local runs) never loads it.
 */

/**
 * The parsed JSON of secret `arn`; undefined when it holds no JSON yet (a secret created empty, before an operator
 * stored the value: docs/deploy.md).
 * @throws the SDK's error when the secret cannot be read (missing, no permission).
 */
export async function readJsonSecret(arn: string): Promise<unknown> {
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({});
  try {
    const answer = await client.send(new GetSecretValueCommand({ SecretId: arn }));
    try {
      return JSON.parse(answer.SecretString ?? '') as unknown;
    } catch {
      return undefined;
    }
  } finally {
    client.destroy();
  }
}

/** `{ "apiKey": "..." }` of secret `arn` (the OpenAI and quotes secrets); undefined while it holds no such key. */
export async function apiKeyFromSecret(arn: string): Promise<string | undefined> {
  const value = (await readJsonSecret(arn)) as { apiKey?: unknown } | undefined;
  const apiKey = value?.apiKey;
  return typeof apiKey === 'string' && apiKey.trim() !== '' ? apiKey.trim() : undefined;
}
