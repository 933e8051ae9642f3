/**
 * Calibration records: the generated pages of calibration info (/device/calibration) and
 * certificate download (/device/certdownload, read-only), each row with its certificate PDF
 * (issue 30 §4).
 */
import { defineResource } from '../../src/framework';
import { CertificateButton } from './CertificateButton';

export default defineResource({ name: 'calibration', overrides: { rowActions: [CertificateButton] } });
