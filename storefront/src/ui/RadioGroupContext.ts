import { createContext } from 'react';

/** What a RadioGroup tells its radios: their shared name, the chosen value and what to do on a change. */
export const RadioGroupContext = createContext<{ name: string; value: string | undefined; onChange: (value: string) => void } | null>(null);
