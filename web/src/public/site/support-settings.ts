/**
 * The operator's support times for the public pages (issue 38; shared/support-settings.ts): read from
 * `/config.json` (web/src/common/config.ts), none until it has loaded or when it cannot be loaded, so a page never
 * states a time the operator did not set.
 */
import { useEffect, useState } from 'react';
import { NO_SUPPORT_SETTINGS, type SupportSettings } from '../../../../shared/support-settings.js';
import { loadConfig } from '../../common/config.js';

export function useSupportSettings(): SupportSettings {
  const [settings, setSettings] = useState<SupportSettings>(NO_SUPPORT_SETTINGS);
  useEffect(() => {
    let live = true;
    loadConfig().then(
      (config) => {
        if (live) setSettings(config.support);
      },
      () => undefined, // no configuration: no times
    );
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
