/**
 * Account Settings → Startup profile (issue 15): the startup profile form (web/src/founder/match/startup-form.tsx) in a card,
 * loaded from `GET /v1/me/startup`, with a skeleton while loading and the error with Retry. (The page's
 * unsaved-changes guard belongs to the profile form: react-router allows one navigation blocker at a time.)
 */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useStartupProfile } from '../match/hooks.js';
import { StartupForm } from '../match/startup-form.js';
import { matchStrings } from '../match/strings.js';
import { QueryState } from '../../common/query-state.js';

const t = matchStrings.profile;

export function StartupProfileCard() {
  const startup = useStartupProfile();
  return (
    <Container
      header={
        <Header variant="h2" description={t.intro}>
          <span id="startup-profile">{t.title}</span>
        </Header>
      }
    >
      <QueryState query={startup} lines={4}>
        {() => <StartupForm data={startup.data!} />}
      </QueryState>
    </Container>
  );
}
