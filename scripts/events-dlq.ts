/**
 * `npm run events:dlq` (`-- --json`): the local event bus's dead letters (scripts/local/event-bus.ts): events a
 * target function failed on every attempt, oldest first, from `<FUNDSCOUT_LOCAL_DIR>/events/dead-letters.jsonl`.
 * Works whether or not `npm start` is running. Replaying is manual: fix the function, then publish the printed
 * detail again (ADR 0008).
 */
import { parseArgs } from 'node:util';
import { deadLetterFile, readDeadLetters } from './local/event-bus.js';
import { localDir } from './local/stack-file.js';

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
const file = deadLetterFile(localDir());
const letters = readDeadLetters(file);
if (values.json) {
  console.log(JSON.stringify(letters, null, 2));
} else if (letters.length === 0) {
  console.log(`No dead letters (${file}).`);
} else {
  console.log(`${letters.length} dead letter(s) in ${file}:`);
  for (const letter of letters) {
    const { event } = letter;
    console.log(
      `- ${letter.at}  ${event['detail-type']} from ${event.source} (${event.id}) → ${letter.function}, ` +
        `${letter.attempts} attempts: ${letter.error}\n    detail ${JSON.stringify(event.detail)}`,
    );
  }
}
