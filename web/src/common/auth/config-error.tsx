/**
 * What the signed-in area shows when `/config.json` cannot be loaded while a session is being restored: the error
 * and Retry. Its own lazy chunk (it is rare, and it needs Cloudscape, which /auth's first paint does without).
 */
import '@cloudscape-design/global-styles/index.css';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { strings } from '../strings.js';

export default function ConfigError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box padding="xxl" margin={{ top: 'xxxl' }}>
      <Alert
        type="error"
        header={strings.toasts.configErrorTitle}
        action={<Button onClick={onRetry}>Retry</Button>}
      >
        {message}
      </Alert>
    </Box>
  );
}
