// An error of the offline command that the person can fix (a missing file, a column not in the
// header): the command prints its message alone, without a stack, and exits with status 1.
export class AddressFileError extends Error {}
