// `npm test`'s first step: build only when the build is not current (the stamp `npm start` uses), so
// running the tests again after changing only tests costs no build.
import { buildIfStale } from './build-stamp.ts';

buildIfStale('test');
