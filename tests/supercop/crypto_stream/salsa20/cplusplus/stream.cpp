// stream.cpp: Salsa20/20 (crypto_stream_salsa20: 32-byte key, 8-byte nonce, a 64-bit block
// counter) written in C++, a fixture of tests/supercop: a folder with a .cpp file is compiled
// and linked by the C++ compiler; its functions get the namespace and C linkage from the
// generated crypto_stream.h, which must replace the folder's own (beside this file); and the
// subroutine header crypto_core_salsa20.h must compile as C++. Public domain (CC0).
#include <cstddef>
#include "crypto_stream.h"
#include "crypto_core_salsa20.h"

namespace {

// the keystream, one 64-byte block at a time: the core of the nonce and the block counter
class keystream {
 public:
  keystream(const unsigned char *n, const unsigned char *k)
  {
    for (int i = 0; i < 32; ++i) key[i] = k[i];     // read before any output is written
    for (int i = 0; i < 8; ++i) {
      in[i] = n[i];
      in[8 + i] = 0;
    }
  }

  void next(unsigned char out[64])
  {
    crypto_core_salsa20(out, in, key, sigma);
    for (int i = 8; i < 16 && ++in[i] == 0; ++i) {}
  }

 private:
  static const unsigned char sigma[17];
  unsigned char key[32], in[16];
};

const unsigned char keystream::sigma[17] = "expand 32-byte k";

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
