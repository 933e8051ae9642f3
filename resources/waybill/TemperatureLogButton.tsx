/**
 * A waybill row's "Temperature log" (issue 14 §3): opens the temperature log of the waybill, from
 * departure to delivery. Shown only to a user who has that page (the server checks it again).
 */
import { Button } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import type { RecordActionProps } from '../../src/framework';
import { usePermittedPath } from '../../src/framework/usePermittedPath';
import { TEMPERATURE_LOG_ROUTE } from '../../src/lib/reports';

const LABEL = 'app.pages.temperatureLog.waybillAction';

export function TemperatureLogButton({ record }: RecordActionProps) {
  const navigate = useNavigate();
  const permitted = usePermittedPath();
  const to = permitted(`${TEMPERATURE_LOG_ROUTE}?target=waybill&id=${record.id}`);
  if (!to) return null;
  return (
    <Button label={LABEL} onClick={() => navigate(to)}>
      <ThermostatIcon />
    </Button>
  );
}

/** the table sizes its actions column by it */
TemperatureLogButton.label = LABEL;
