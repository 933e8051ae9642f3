/**
 * The login puzzle (spec §4 '-9'): a small arithmetic question drawn as SVG text with noise lines.
 * Answers live in memory for 5 minutes and are single use: any verification attempt consumes them.
 */
import { randomBytes, randomInt } from 'node:crypto';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const MAX_PENDING = 10_000;

export interface CaptchaChallenge {
  captchaId: string;
  /** data:image/svg+xml;base64,… */
  image: string;
}

interface Pending {
  answer: string;
  username: string;
  expiresAt: number;
}

function question(): { text: string; answer: number } {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  if (randomInt(0, 2) === 0) return { text: `${a} + ${b} = ?`, answer: a + b };
  const [big, small] = a >= b ? [a, b] : [b, a];
  return { text: `${big} - ${small} = ?`, answer: big - small };
}

const COLOURS = ['#1f6feb', '#d73a49', '#28a745', '#6f42c1', '#e36209', '#586069'];
const colour = () => COLOURS[randomInt(0, COLOURS.length)];

export function captchaSvg(text: string, width = 120, height = 40): string {
  const lines = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, width), randomInt(0, height), randomInt(0, width), randomInt(0, height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour()}" stroke-width="1"/>`;
  });
  const glyphs = [...text].map((char, index) => {
    const x = 10 + index * 12;
    const rotate = randomInt(-15, 16);
    return `<text x="${x}" y="27" fill="${colour()}" transform="rotate(${rotate} ${x} 22)">${char}</text>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#f6f8fa"/>` +
    `<g font-family="monospace" font-size="18" font-weight="bold">${glyphs.join('')}</g>${lines.join('')}</svg>`
  );
}

export class CaptchaStore {
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly now: () => number) {}

  create(username: string): CaptchaChallenge {
    this.sweep();
    const { text, answer } = question();
    const captchaId = randomBytes(16).toString('hex');
    this.pending.set(captchaId, { answer: String(answer), username, expiresAt: this.now() + CAPTCHA_TTL_MS });
    const image = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(text)).toString('base64')}`;
    return { captchaId, image };
  }

  /** The expected answer while it is live (tests only). */
  peek(captchaId: string): string | undefined {
    const entry = this.pending.get(captchaId);
    return entry && entry.expiresAt > this.now() ? entry.answer : undefined;
  }

  /** Consumes the challenge; true when it is live, was issued for this username and the answer matches. */
  verify(captchaId: string, answer: string, username: string): boolean {
    const entry = this.pending.get(captchaId);
    this.pending.delete(captchaId);
    if (!entry || entry.expiresAt <= this.now()) return false;
    return entry.answer === answer.trim() && (entry.username === '' || entry.username === username);
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(id);
    // Bound memory against a flood of captcha requests: drop the oldest.
    while (this.pending.size >= MAX_PENDING) {
      const oldest = this.pending.keys().next().value;
      if (oldest === undefined) break;
      this.pending.delete(oldest);
    }
  }
}
