/*
 * skinny128/tweakey-calls.h: skinny128_encrypt_tweakey and skinny128_encrypt2_tweakey for the
 * SKINNY-128-384+ headers whose schedule is only built by skinny128_schedule_add
 * (skinny128/rows.h, skinny128/table.h): the words given are scheduled into a copy of rk, and
 * skinny128_encrypt runs on it. Included at the end of those headers. Public domain (CC0).
 */
#ifndef SKINNY128_TWEAKEY_CALLS_H
#define SKINNY128_TWEAKEY_CALLS_H

/* full = rk with TK2 = tk2 and TK3 = tk3 scheduled into it (each when not NULL). */
static inline void skinny128_schedule_with(skinny128_schedule *full, const skinny128_schedule *rk,
                                           const unsigned char *tk2, const unsigned char *tk3)
{
  *full = *rk;
  if (tk2) skinny128_schedule_add(full, tk2, 2);
  if (tk3) skinny128_schedule_add(full, tk3, 3);
}

/* s enciphered under TK1 = the rows tk1, TK2 = tk2 and TK3 = tk3 (when not NULL: else they are
   in rk) and the schedule rk: the words given are scheduled first. */
static void skinny128_encrypt_tweakey(unsigned char s[16], const uint32_t tk1[4],
                                      const unsigned char *tk2, const unsigned char *tk3,
                                      const skinny128_schedule *rk)
{
  skinny128_schedule full;
  skinny128_schedule_with(&full, rk, tk2, tk3);
  skinny128_encrypt(s, tk1, &full);
}

/* Two blocks: s0 under TK1 = tk1_0, s1 under tk1_1, the same TK2, TK3 and rk. */
static inline void skinny128_encrypt2_tweakey(unsigned char s0[16], unsigned char s1[16],
                                              const uint32_t tk1_0[4], const uint32_t tk1_1[4],
                                              const unsigned char *tk2, const unsigned char *tk3,
                                              const skinny128_schedule *rk)
{
  skinny128_schedule full;
  skinny128_schedule_with(&full, rk, tk2, tk3);
  skinny128_encrypt(s0, tk1_0, &full);
  skinny128_encrypt(s1, tk1_1, &full);
}

#endif
