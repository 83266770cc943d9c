// A whole address pasted into the street field (or given to `readLine`): read through
// POST /v2/addresses/parse, then acted on by its verdict (DESIGN §6.5.2). `accept` fills every level
// and says so; `confirm` offers the corrected address with a button that applies it; `fix` keeps the
// text, fills the province and district the reader is sure of, and marks the levels it could not find.
// A line that names no place (a street alone) changes nothing.
import { type AddressValue, type Cascade, fire } from './cascade.ts';
import type { LevelName } from './level.ts';
import type { Parsed } from './service.ts';
import { markMissing, validate } from './validity.ts';

export type PastePlan =
  | { action: 'none' }
  | { action: 'apply' | 'offer'; value: Partial<AddressValue>; formatted: string }
  | { action: 'mark'; value: Partial<AddressValue> | null; missing: LevelName[] };

/** What a reading asks of the form. */
export function planFor(parsed: Parsed): PastePlan {
  if (parsed.granularity === 'none' && !parsed.candidates.length && !parsed.issues.length) return { action: 'none' };
  const provinceId = parsed.province?.id ?? null;
  const districtId = parsed.district?.id ?? null;
  if (parsed.verdict === 'fix') {
    const parts = { province: parsed.province, district: parsed.district, settlement: parsed.neighborhood ?? parsed.village };
    const missing = (Object.keys(parts) as LevelName[]).filter((name) => !parts[name]);
    return { action: 'mark', value: provinceId || districtId ? { provinceId, districtId } : null, missing };
  }
  const value: Partial<AddressValue> = {
    provinceId,
    districtId,
    neighborhoodId: parsed.neighborhood?.id ?? null,
    villageId: parsed.village?.id ?? null,
    ...(parsed.postalCode ? { postalCode: parsed.postalCode.value } : {}),
    ...(parsed.street ? { street: parsed.street } : {}),
  };
  return { action: parsed.verdict === 'accept' ? 'apply' : 'offer', value, formatted: parsed.formatted };
}

export interface PasteHost {
  cascade: Cascade;
  /** Resolves once the provinces and districts are loaded (or failed to). */
  loaded(): Promise<void>;
  /** Sets the levels by id once the lists are loaded (the element's setValue). */
  setValue(value: Partial<AddressValue>): Promise<void>;
  /** Replaces the element's notice (a polite live region) with `content`. */
  notify(...content: (string | Node)[]): void;
}

/** Words in a paste that make it a whole address rather than a street line. */
const minWords = 3;

export function createPasteReader(host: PasteHost): { read(line: string): Promise<Parsed | null>; pasted(event: ClipboardEvent): void } {
  const { cascade } = host;
  const strings = () => cascade.hooks.strings();

  async function read(line: string): Promise<Parsed | null> {
    host.notify(strings().reading);
    let parsed: Parsed;
    try {
      parsed = await cascade.hooks.service.parse(line);
    } catch {
      host.notify(strings().parseFailed);
      return null;
    }
    await host.loaded();
    const plan = planFor(parsed);
    if (plan.action === 'none') host.notify('');
    else if (plan.action === 'mark') {
      if (plan.value) await host.setValue(plan.value);
      validate(cascade, strings());
      const missing = plan.missing.flatMap((name) => cascade.levels[name] ?? []);
      markMissing(missing, strings());
      host.notify(strings().missing(missing.map((level) => strings()[level.name]).join(', ')));
    } else {
      const apply = async () => {
        await host.setValue(plan.value);
        for (const level of Object.values(cascade.levels)) fire(level.input, 'change');
        host.notify(strings().filled(plan.formatted));
        validate(cascade, strings());
      };
      if (plan.action === 'apply') await apply();
      else {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'turkiye-address__apply';
        button.textContent = strings().apply;
        button.addEventListener('click', () => void cascade.hooks.track(apply()));
        host.notify(strings().confirm(plan.formatted), button);
      }
    }
    return parsed;
  }

  const tracked = (line: string) => cascade.hooks.track(read(line));
  return {
    read: tracked,
    pasted(event) {
      const text = event.clipboardData?.getData('text') ?? '';
      if (text.trim().split(/\s+/).length < minWords || !cascade.street) return;
      event.preventDefault();
      cascade.street.value = text.trim();
      fire(cascade.street, 'input');
      void tracked(text);
    },
  };
}
