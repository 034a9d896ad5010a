/** A request the simulator refuses because of what it asked for, not because of a fault. */
export class SimulatorInputError extends Error {
  override readonly name = 'SimulatorInputError';
}
