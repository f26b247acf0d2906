/**
 * Every test runs in strict mode: states are frozen as they are made, so rule code that
 * edits an earlier state in place fails here, whatever the test.
 *
 * boardgame.io's `ERROR:` lines for the moves the online tests make it refuse on purpose
 * are dropped; every other error still prints (tests/suite/refusal-logs.ts).
 */
import { strictMode } from '../src/testing/strict.js';
import { silenceRefusals } from './suite/refusal-logs.js';

strictMode(true);
silenceRefusals();
