import Box from '@mui/material/Box';
import type { DeviceCommand } from '../../../src/lib/deviceCommands';
import { changeLines } from './commandChange';
import { useChangeWords } from './useChangeWords';

/** A command's values, old → new, one line each. */
export function CommandChange({ command }: { command: Pick<DeviceCommand, 'values' | 'previous'> }) {
  const words = useChangeWords();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {changeLines(command, words).map((line) => (
        <li key={line.field}>
          {`${line.field}: `}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {line.from}
          </Box>
          {' → '}
          <strong>{line.to}</strong>
        </li>
      ))}
    </Box>
  );
}
