import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { apiKeyFromSecret, readJsonSecret } from './secrets.js';

const sm = mockClient(SecretsManagerClient);
afterEach(() => sm.reset());
const holding = (SecretString: string) => sm.on(GetSecretValueCommand).resolves({ SecretString });

describe('readJsonSecret', () => {
  it('answers the parsed JSON of the secret it was given', async () => {
    holding('{"secretKey":"sk_x"}');
    expect(await readJsonSecret('arn:aws:secretsmanager:x:1:secret:s')).toEqual({ secretKey: 'sk_x' });
    expect(sm.commandCalls(GetSecretValueCommand)[0]!.args[0].input).toEqual({
      SecretId: 'arn:aws:secretsmanager:x:1:secret:s',
    });
  });

  it('answers undefined for a secret that holds no JSON yet', async () => {
    holding('');
    expect(await readJsonSecret('arn')).toBeUndefined();
  });

  it('lets a read error through', async () => {
    sm.on(GetSecretValueCommand).rejects(new Error('AccessDeniedException'));
    await expect(readJsonSecret('arn')).rejects.toThrow('AccessDeniedException');
  });
});

describe('apiKeyFromSecret', () => {
  it('answers the trimmed apiKey, or undefined when there is none', async () => {
    holding('{"apiKey":"  sk-abc  "}');
    expect(await apiKeyFromSecret('arn')).toBe('sk-abc');
    holding('{"apiKey":" "}');
    expect(await apiKeyFromSecret('arn')).toBeUndefined();
    holding('not json');
    expect(await apiKeyFromSecret('arn')).toBeUndefined();
  });
});
