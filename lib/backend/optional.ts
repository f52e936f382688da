import { NotFoundError } from './errors'

/**
 * A read whose 404 means "there is none": no draw on sale, a draw without its result yet, or a
 * call this backend does not have (docs/contract.md, contract additions). Answers `none` then;
 * any other failure (the backend away, a refusal) is thrown as it came.
 */
export async function orNone<T, None>(read: Promise<T>, none: None): Promise<T | None> {
  try {
    return await read
  } catch (error) {
    if (error instanceof NotFoundError) return none
    throw error
  }
}
