// What the address reader says about a line it read (DESIGN §6.5), as one table: a code and the
// sentence that names the parts, like the error table (errors.ts) but inside a 200 answer.

interface Named {
  /** The part as the line typed it. */
  typed: string;
}

const issueMessages = {
  AMBIGUOUS_PLACE: ({ typed, count }: Named & { count: number }) =>
    `"${typed}" fits ${count} places and nothing else in the line decides which; only what they share is resolved, and candidates lists the most populous. Let the person choose one, or add what tells them apart (the district, the province or the postal code).`,
  POSTAL_CODE_MISMATCH: ({ typed, place, code }: Named & { place: string; code?: string }) =>
    code === undefined
      ? `Postal code ${typed} belongs to places outside ${place}; check the code or the place names.`
      : `Postal code ${typed} belongs to other places; ${place} has ${code}, which is shown instead.`,
  UNKNOWN_POSTAL_CODE: ({ typed, place, code }: Named & { place?: string; code?: string }) =>
    code === undefined ? `No place carries postal code ${typed}; check the code.` : `No place carries postal code ${typed}; ${place} has ${code}, which is shown instead.`,
  INCONSISTENT_PROVINCE: ({ typed, place, province }: Named & { place: string; province: string }) =>
    `The line names the province "${typed}", but ${place} is in ${province}, which is shown instead.`,
  INCONSISTENT_DISTRICT: ({ typed, place, district }: Named & { place: string; district: string }) =>
    `The line names the district "${typed}", but ${place} is in ${district}, which is shown instead.`,
  FORMER_NAME: ({ typed, current }: Named & { current: string }) =>
    `"${typed}" is a former name of ${current}, which is shown instead; update the stored address to the current name.`,
  REMOVED_PLACE: ({ typed, place, release, history }: Named & { place: string; release: string; history: string }) =>
    `The line names "${typed}" of ${place}, which release ${release} removed (its history: ${history}), so only ${place} is resolved; ask for the address as it is today.`,
  UNKNOWN_NEIGHBORHOOD: ({ typed, place }: Named & { place: string }) =>
    `The line names the neighborhood "${typed}", but ${place} has no neighborhood or village of that name, so only ${place} is resolved; check the neighborhood's name or the district.`,
} as const;

export type AddressIssueCode = keyof typeof issueMessages;
export const addressIssueCodes = Object.keys(issueMessages) as [AddressIssueCode, ...AddressIssueCode[]];

export interface AddressIssue {
  code: AddressIssueCode;
  message: string;
}

export const addressIssue = <C extends AddressIssueCode>(code: C, parts: Parameters<(typeof issueMessages)[C]>[0]): AddressIssue => ({
  code,
  message: (issueMessages[code] as (parts: Parameters<(typeof issueMessages)[C]>[0]) => string)(parts),
});
