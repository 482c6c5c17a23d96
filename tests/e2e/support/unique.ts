/** A string no other test of this run (on any worker) uses: for subjects, names and messages. */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
