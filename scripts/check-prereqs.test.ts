import { describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_PATH, JAVA, javaMajor, missingPrerequisites } from './check-prereqs.js';

const JAVA_17 = 'openjdk version "17.0.9" 2023-10-17\nOpenJDK Runtime Environment';

describe('missingPrerequisites', () => {
  it('names Chromium with its install command when /usr/bin/chromium is absent', () => {
    const missing = missingPrerequisites({ exists: () => false, javaVersion: () => JAVA_17 });
    expect(missing).toEqual([CHROMIUM]);
    expect(missing[0]!.install).toBe('sudo apt-get install -y chromium');
  });

  it('names Java when it is missing or older than 17', () => {
    const has = (path: string) => path === CHROMIUM_PATH;
    expect(missingPrerequisites({ exists: has, javaVersion: () => undefined })).toEqual([JAVA]);
    expect(missingPrerequisites({ exists: has, javaVersion: () => 'java version "1.8.0_292"' })).toEqual([
      JAVA,
    ]);
    expect(missingPrerequisites({ exists: has, javaVersion: () => JAVA_17 })).toEqual([]);
  });

  it('reads the major version of old and new java -version formats', () => {
    expect(javaMajor('java version "1.8.0_292"')).toBe(8);
    expect(javaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajor('nonsense')).toBeUndefined();
  });
});
