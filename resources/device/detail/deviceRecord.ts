/** The device record as `GET /device/{id}` answers it (schemas/device.schema.json), the fields this page reads. */
export interface DeviceRecord {
  id: number;
  number: string;
  name: string;
  type: string;
  model?: string | null;
  organizationId: number;
  assetId?: number | null;
  acquisitionPeriod?: number | null;
  uploadPeriod?: number | null;
  offlineMinutes?: number | null;
  temperatureMin?: number | null;
  temperatureMax?: number | null;
  humidityMin?: number | null;
  humidityMax?: number | null;
  alarmEnabled?: boolean | null;
}
