/** An action was stopped and the player already told why (a captcha not done, a rule refused). */
export class ActionBlocked extends Error {
  constructor() {
    super('blocked');
    this.name = 'ActionBlocked';
  }
}
