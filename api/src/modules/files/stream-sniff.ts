// The type check of sniff.ts for an upload that streams by: the signature from the first bytes,
// Office documents from the zip directory at the end (a bounded tail is kept), text checked piece
// by piece. At most TAIL_BYTES of an upload are held, whatever its size.
import type { SniffedType } from './sniff';
import {
  hasControlBytes,
  isZip,
  MARKUP,
  officeType,
  signatureType,
  SIGNATURE_BYTES,
  textTypeByName,
  types,
} from './sniff';

/** The zip directory of an Office document must lie in its last TAIL_BYTES. */
export const TAIL_BYTES = 1024 * 1024;
// Longer than the longest tag MARKUP looks for, so a tag cut between two pieces is still seen.
const MARKUP_OVERLAP = 16;

type Kind = { kind: 'signed'; type: SniffedType } | { kind: 'zip' } | { kind: 'text'; type: SniffedType };

export class StreamSniffer {
  private kind: Kind | undefined;
  private tail: Buffer[] = [];
  private tailBytes = 0;
  private size = 0;
  private textOk = true;
  private carry = '';

  constructor(private readonly clientName: string) {}

  /**
   * What the first bytes (at least SIGNATURE_BYTES of them, or the whole file if shorter) allow;
   * undefined when they already rule the upload out. `ext` names the stored file.
   */
  begin(head: Buffer): { ext: string } | undefined {
    const signed = signatureType(head);
    if (signed) this.kind = { kind: 'signed', type: signed };
    else if (isZip(head)) this.kind = { kind: 'zip' };
    else {
      const text = textTypeByName(this.clientName);
      if (!text) return undefined;
      this.kind = { kind: 'text', type: text };
      if (head.toString('latin1', 0, 2) === '#!') this.textOk = false;
    }
    if (this.kind.kind !== 'zip') return { ext: this.kind.type.ext };
    // Named after the client's Office extension when it has one; the directory decides at the end.
    const hinted = [types.docx, types.xlsx, types.pptx].find((type) =>
      this.clientName.toLowerCase().endsWith(`.${type.ext}`),
    );
    return { ext: hinted?.ext ?? 'zip' };
  }

  push(piece: Buffer): void {
    this.size += piece.length;
    if (this.kind?.kind === 'text' && this.textOk) {
      const text = this.carry + piece.toString('latin1');
      if (hasControlBytes(piece) || MARKUP.test(text)) this.textOk = false;
      this.carry = text.slice(-MARKUP_OVERLAP);
    }
    if (this.kind?.kind === 'zip') {
      this.tail.push(piece);
      this.tailBytes += piece.length;
      while (this.tail.length > 1 && this.tailBytes - this.tail[0]!.length >= TAIL_BYTES) {
        this.tailBytes -= this.tail.shift()!.length;
      }
    }
  }

  /** The type of the whole upload once it has all streamed by; undefined when it is not allowed. */
  finish(): SniffedType | undefined {
    const kind = this.kind;
    if (!kind) return undefined;
    if (kind.kind === 'signed') return kind.type;
    if (kind.kind === 'text') return this.textOk && this.size > 0 ? kind.type : undefined;
    const tail = Buffer.concat(this.tail);
    return officeType(tail, this.size - tail.length);
  }
}

export { SIGNATURE_BYTES };
