/**
 * Everything under /api: body parsers, the guard, and one folder per URL segment.
 * Unknown paths answer 404 with status '-6'.
 */
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '../../src/lib/contract';
import { DATA_UPLOAD_PATH } from '../../src/lib/dataUpload';
import { DOWNLOADS_PATH } from '../../src/lib/downloads';
import { MAP_PATH } from '../../src/lib/maps';
import { MONITOR_PATH, READINGS_PATH } from '../../src/lib/readings';
import { REPORT_PATH } from '../../src/lib/reports';
import { FLOOR_PLAN_PATH } from '../../src/lib/floorPlans';
import { WEBCAM_VIDEO_PATH } from '../../src/lib/webcams';
import { PLATFORM_SWITCH_PATH } from '../../src/lib/platformSwitches';
import { DEVICE_ANALYSIS_PATH } from '../../src/lib/deviceAnalysis';
import { QA_PATH } from '../../src/lib/qaTools';
import guard from '../plugins/guard';
import rateLimit from '../plugins/rateLimit';
import passwordChange from '../plugins/passwordChange';
import readOnlyMode from '../plugins/readOnlyMode';
import trialTerms from '../plugins/trialTerms';
import account from './account';
import authcode from './authcode';
import calibration from './calibration';
import calibrationPlan from './calibrationplan';
import alarm from './alarm';
import announcement from './announcement';
import assethistory from './assethistory';
import assetstats from './assetstats';
import balance from './balance';
import audit from './audit';
import auth from './auth';
import command from './command';
import dashboard from './dashboard';
import deviceanalysis from './deviceanalysis';
import downloads from './downloads';
import dataupload from './dataupload';
import device from './device';
import fileupload from './fileupload';
import files from './files';
import floorplan from './floorplan';
import menu from './menu';
import monitor from './monitor';
import map from './map';
import open from './open';
import operation from './operation';
import organization from './organization';
import premiumservices from './premiumservices';
import platformswitch from './platformswitch';
import qatools from './qatools';
import readings from './readings';
import registered from './registered';
import assetFile from './assetfile';
import renewalnotice from './renewalnotice';
import renewal from './renewal';
import report from './report';
import resources from './resources';
import role from './role';
import schemas from './schemas';
import sms from './sms';
import sysconfig from './sysconfig';
import user from './user';
import userstool from './userstool';
import loginlog from './loginlog';
import waybill from './waybill';
import wechatbinding from './wechatbinding';
import webcamvideo from './webcamvideo';
import recharge from './recharge';
import order from './order';
import companyconfig from './companyconfig';
import trialterms from './trialterms';

export default async function api(app: FastifyInstance): Promise<void> {
  await app.register(formbody);
  await app.register(multipart, {
    // Non-file fields land in the body, so the guard can verify the signature before any route runs.
    attachFieldsToBody: true,
    // An oversize file is cut and flagged, so the route can answer '-5' errors.image instead of 413.
    throwFileSizeLimit: false,
    // No files unless the route says so: plugins/bodyLimits.ts sets each route's own limits.
    limits: { fileSize: 0, files: 0, fields: 100, parts: 100 },
  });
  // before the guard: a client over its limit is refused before any signature check or body read
  await app.register(rateLimit);
  await app.register(guard);
  await app.register(passwordChange);
  // issue 30 §5: after the guard's header check, before any body is read
  await app.register(readOnlyMode);
  // issue 28 §5: an ended trial's company is read-only; after authentication, as read-only mode
  await app.register(trialTerms);
  app.setNotFoundHandler((_request, reply) => reply.fail(ApiStatus.notFound, 'apiNotFound'));

  await app.register(auth, { prefix: '/auth' });
  await app.register(audit, { prefix: '/audit' });
  await app.register(loginlog, { prefix: '/loginlog' });
  await app.register(userstool, { prefix: '/userstool' });
  await app.register(sms, { prefix: '/sms' });
  await app.register(announcement, { prefix: '/announcement' });
  await app.register(operation, { prefix: '/operation' });
  await app.register(renewalnotice, { prefix: '/renewalnotice' });
  await app.register(renewal, { prefix: '/renewal' });
  await app.register(premiumservices, { prefix: '/premiumservices' });
  await app.register(account, { prefix: '/account' });
  await app.register(fileupload, { prefix: '/fileupload' });
  await app.register(wechatbinding, { prefix: '/wechatbinding' });
  await app.register(files, { prefix: '/files' });
  await app.register(menu, { prefix: '/menu' });
  await app.register(sysconfig, { prefix: '/sysconfig' });
  await app.register(dashboard, { prefix: '/dashboard' });
  await app.register(schemas, { prefix: '/schemas' });
  await app.register(alarm, { prefix: '/alarm' });
  await app.register(balance, { prefix: '/balance' });
  // issue 29 §5: the asset history and statistics pages
  await app.register(assethistory, { prefix: '/assethistory' });
  await app.register(assetstats, { prefix: '/assetstats' });
  await app.register(readings, { prefix: READINGS_PATH });
  await app.register(monitor, { prefix: MONITOR_PATH });
  await app.register(dataupload, { prefix: DATA_UPLOAD_PATH });
  await app.register(map, { prefix: MAP_PATH });
  await app.register(report, { prefix: REPORT_PATH });
  await app.register(downloads, { prefix: DOWNLOADS_PATH });
  await app.register(user, { prefix: '/user' });
  await app.register(role, { prefix: '/role' });
  await app.register(command, { prefix: '/command' });
  await app.register(open, { prefix: '/open' });
  // issue 28 §5: /role/registered and /registered/angent (no token), and the docking keys
  await app.register(registered);
  await app.register(authcode, { prefix: '/authcode' });
  await app.register(trialterms, { prefix: '/trialterms' });
  // issue 30 §5: the banner and read-only mode, the QA tools and the device analysis
  await app.register(platformswitch, { prefix: PLATFORM_SWITCH_PATH });
  await app.register(deviceanalysis, { prefix: DEVICE_ANALYSIS_PATH });
  await app.register(qatools, { prefix: QA_PATH });
  // issue 29 §5: the floor plans and the webcam video page's cameras
  await app.register(floorplan, { prefix: FLOOR_PLAN_PATH });
  await app.register(webcamvideo, { prefix: WEBCAM_VIDEO_PATH });
  // the organization and device options beside the generic /organization and /device routes (registered below)
  await app.register(organization, { prefix: '/organization' });
  await app.register(device, { prefix: '/device' });
  // issue 29 §5: a document's file, company-scoped, beside the generic /assetFile routes
  await app.register(assetFile, { prefix: '/assetFile' });
  // issue 29: the waybill actions beside the generic /waybill routes
  await app.register(waybill, { prefix: '/waybill' });
  // issue 30 §4: a calibration record's certificate and the due calibration plans, beside their generic routes
  await app.register(calibration, { prefix: '/calibration' });
  await app.register(calibrationPlan, { prefix: '/calibrationPlan' });
  // last: one prefix per schema-driven entity, /{resource}
  await app.register(recharge, { prefix: '/recharge' });
  await app.register(order, { prefix: '/order' });
  await app.register(companyconfig, { prefix: '/companyconfig' });
  await app.register(resources);
}
