/**
 * The demo company's report logo (companies.default_report_logo, spec §3 defaultReportLogo): a
 * 96×96 PNG (a thermometer on the console's blue), drawn for this project. A built-in file of the
 * file store (services/files.ts ensureBuiltInFiles writes it on start when missing), in notices/,
 * the built-in folder the start-up sweep of orphan uploads leaves alone.
 */
export const DEMO_REPORT_LOGO = {
  key: 'notices/demo-report-logo.png',
  data: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAYAAADimHc4AAABbElEQVR42u3d0Q2CMBSG0S7hKD44kHu6jHNofDYqEPX+t5wmLPAdoCkk7RhfGofz5bana1SOvcWOQBG4EEPQIgQRCyGEK0QQrBBBqGIEkQoBBCpEEKYYQRQA+wUQpBhBDAAAul6PAaAg+qvRDmCm+C0RZovfDQEAAADTxe+EAAAAAAAAAAAA8FuAVDgAAACYA8wBAAAAAAAAAAAAAKwDAAD4DHA9HZ8uAMEA5gAAAAAAAAAAAAAA1gEAAAAwB5gDAAAAAAAAAAAAAAAAAGDFz/glAB0gRsf4awGSEUbH+FsAUhHGLHd/16dgdH/vr4UA8If4nRAAAPgMsCX+OwQAAAAA+EP8DgieAAAAAACwDgAAwLcgX0MrAFL3j146lvwHiL3703dP/+aIvfvTd1CfNf6h2/kBM+4V0e4Ah+k26pjhJKWuR5g4RwwAAAhJ8SEExAcQAAChOD6EgPgQAuKDCAgPISQ+jIDoUH4T+w7zv8fSUVYwLgAAAABJRU5ErkJggg==',
    'base64',
  ),
} as const;
