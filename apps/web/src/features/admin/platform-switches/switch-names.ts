import {
  type PlatformSwitches,
  type PlatformSwitchesInput,
  type PlatformSwitchName,
  platformSwitchNames,
} from '@repasse/core/contract/admin-products';

/** The switches in the order the panel lists them; each has its texts under platformSwitches. */
export const switchOrder: readonly PlatformSwitchName[] = platformSwitchNames;

/** The body that flips one switch and leaves the others as they are. */
export function flippedSwitches(
  current: Pick<PlatformSwitches, PlatformSwitchName>,
  name: PlatformSwitchName,
): PlatformSwitchesInput {
  return {
    withdrawalsPaused: current.withdrawalsPaused,
    salesPaused: current.salesPaused,
    registrationsPaused: current.registrationsPaused,
    [name]: !current[name],
  };
}

/** The keys of one switch's texts, for the dialog that pauses or resumes it. */
export const switchTextKeys = (name: PlatformSwitchName) => ({
  title: `platformSwitches.switches.${name}.title`,
  description: `platformSwitches.switches.${name}.description`,
  pauseTitle: `platformSwitches.switches.${name}.pauseTitle`,
  pauseMessage: `platformSwitches.switches.${name}.pauseMessage`,
  pause: `platformSwitches.switches.${name}.pause`,
  paused: `platformSwitches.switches.${name}.paused`,
  resumeTitle: `platformSwitches.switches.${name}.resumeTitle`,
  resumeMessage: `platformSwitches.switches.${name}.resumeMessage`,
  resume: `platformSwitches.switches.${name}.resume`,
  resumed: `platformSwitches.switches.${name}.resumed`,
});
