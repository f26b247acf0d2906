/**
 * Every test runs in strict mode: states are frozen as they are made, so rule code that
 * edits an earlier state in place fails here, whatever the test.
 */
import { strictMode } from '../src/testing/strict.js';

strictMode(true);
