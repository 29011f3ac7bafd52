// stream.cpp: Salsa20/20 (crypto_stream_salsa20: 32-byte key, 8-byte nonce, a 64-bit block
// counter) written in C++, a fixture of tests/supercop: a folder with a .cpp file is compiled
// and linked by the C++ compiler, and its functions get the namespace and C linkage from the
// generated crypto_stream.h, which must replace the folder's own (beside this file).
// Specified in D. J. Bernstein, "Salsa20 specification" (2005). Public domain (CC0).
#include <cstddef>
#include <cstdint>
#include "crypto_stream.h"

namespace {

typedef std::uint32_t word;

inline word rotate(word x, int n) { return x << n | x >> (32 - n); }

inline word load(const unsigned char *p)
{
  return word(p[0]) | word(p[1]) << 8 | word(p[2]) << 16 | word(p[3]) << 24;
}

// the quarter-round on four words of the state, in place
inline void quarter(word &a, word &b, word &c, word &d)
{
  b ^= rotate(a + d, 7);
  c ^= rotate(b + a, 9);
  d ^= rotate(c + b, 13);
  a ^= rotate(d + c, 18);
}

// the keystream, one 64-byte block at a time
class keystream {
 public:
  keystream(const unsigned char *n, const unsigned char *k)
  {
    static const unsigned char sigma[] = "expand 32-byte k";
    for (int i = 0; i < 4; ++i) {
      in[5 * i] = load(sigma + 4 * i);
      in[1 + i] = load(k + 4 * i);
      in[11 + i] = load(k + 16 + 4 * i);
    }
    in[6] = load(n);
    in[7] = load(n + 4);
    in[8] = in[9] = 0;
  }

  void next(unsigned char out[64])
  {
    word x[16];
    for (int i = 0; i < 16; ++i) x[i] = in[i];
    for (int r = 0; r < 20; r += 2) {
      quarter(x[0], x[4], x[8], x[12]);
      quarter(x[5], x[9], x[13], x[1]);
      quarter(x[10], x[14], x[2], x[6]);
      quarter(x[15], x[3], x[7], x[11]);
      quarter(x[0], x[1], x[2], x[3]);
      quarter(x[5], x[6], x[7], x[4]);
      quarter(x[10], x[11], x[8], x[9]);
      quarter(x[15], x[12], x[13], x[14]);
    }
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 4; ++j) out[4 * i + j] = (unsigned char) ((x[i] + in[i]) >> (8 * j));
    if (++in[8] == 0) ++in[9];
  }

 private:
  word in[16];
};

// c = m ^ keystream, or the keystream alone when m is null
void crypt(unsigned char *c, const unsigned char *m, unsigned long long len,
           const unsigned char *n, const unsigned char *k)
{
  keystream stream(n, k);
  unsigned char block[64];
  while (len > 0) {
    std::size_t take = len < 64 ? std::size_t(len) : 64;
    stream.next(block);
    for (std::size_t i = 0; i < take; ++i) c[i] = m ? (unsigned char) (m[i] ^ block[i]) : block[i];
    c += take;
    if (m) m += take;
    len -= take;
  }
}

}  // namespace

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  crypt(c, nullptr, clen, n, k);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  crypt(c, m, mlen, n, k);
  return 0;
}
