// The behaviour modules of <turkiye-address> wired without the element, for
// tests/browser/address-modules.spec.ts: plain inputs with the ids `province`, `district`,
// `settlement`, `street` and `postal` made a cascade over the real service at `base`, with what the
// modules say and announce recorded instead of shown.
import { restorableValue, saveValue } from '../../src/address-element/back-forward.ts';
import { Cascade, type IdInputs } from '../../src/address-element/cascade.ts';
import { PendingWork } from '../../src/address-element/held-submission.ts';
import { createLevel, type Level, type LevelName, levelNames } from '../../src/address-element/level.ts';
import { postalCodeTyped } from '../../src/address-element/postal-code.ts';
import { createService } from '../../src/address-element/service.ts';
import { builtInStrings } from '../../src/address-element/strings.ts';
import { typed } from '../../src/address-element/typing.ts';
import { checkControls, validate } from '../../src/address-element/validity.ts';

export { restorableValue, saveValue };

export function mountCascade(base: string, lang: 'tr' | 'en') {
  const strings = builtInStrings[lang];
  const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
  const said: string[] = [];
  let changes = 0;
  const status = byId('status');
  const levels: Partial<Record<LevelName, Level>> = {};
  for (const name of levelNames) {
    levels[name] = createLevel({
      name,
      control: byId(name),
      listId: `list-${name}`,
      status,
      strings: () => strings,
      choose: (level, place) => void cascade.pick(level, place),
    });
  }
  const ids = Object.fromEntries(['province', 'district', 'neighborhood', 'village'].map((kind) => [kind, byId(`${kind}-id`)])) as IdInputs;
  const work = new PendingWork();
  const cascade: Cascade = new Cascade(
    { levels, ids, postal: byId('postal'), street: byId('street') },
    {
      service: createService(() => base),
      strings: () => strings,
      say: (text) => said.push(text),
      validate: () => validate(cascade, strings),
      changed: () => changes++,
      track: (task) => work.track(task),
    },
  );
  for (const level of Object.values(levels)) level.input.addEventListener('input', (event) => typed(cascade, level, event));
  cascade.postal!.addEventListener('input', () => void work.track(postalCodeTyped(cascade)));
  const loaded = cascade.hooks.service.places().then(({ provinces, districts }) => {
    cascade.districts = districts;
    levels.province!.places = provinces;
  });
  return {
    cascade,
    loaded,
    settled: () => work.settled(),
    said,
    changes: () => changes,
    check: () => checkControls(cascade, strings, false),
  };
}
