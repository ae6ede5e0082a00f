// N-API helpers shared by the GPU shims (shims/cuda/addon.cc, shims/opencl/addon.cc): native
// objects as type-tagged externals (a handle of the wrong kind is a TypeError naming the
// function and the argument, never a bad cast), and checked sizes and byte ranges. Each shim
// keeps its own `Tag<T>` specialisations (the tag value and the name its messages use) and its
// one-line wrap/unwrap that pass that Tag template here.
#pragma once

#include <napi.h>

#include <cstddef>
#include <string>

namespace tack::napi_args {

/** `p` as an external tagged Tag<T>::value, deleted by its finalizer. */
template <template <typename> class Tag, typename T>
Napi::Value wrap(Napi::Env env, T* p) {
  auto ext = Napi::External<T>::New(env, p, [](Napi::Env, T* q) { delete q; });
  ext.TypeTag(&Tag<T>::value);
  return ext;
}

/** The object behind an external tagged Tag<T>::value, else a TypeError: "fn: arg is not <Tag<T>::name>". */
template <template <typename> class Tag, typename T>
T* unwrap(const Napi::Value& v, const char* fn, const char* arg) {
  if (!v.IsExternal() || !v.As<Napi::Object>().CheckTypeTag(&Tag<T>::value))
    throw Napi::TypeError::New(v.Env(), std::string(fn) + ": " + arg + " is not " + Tag<T>::name);
  return v.As<Napi::External<T>>().Data();
}

/** A JS number that is a whole size_t below 2^53, else a TypeError or RangeError naming fn and arg. */
inline size_t sizeArg(const Napi::Value& v, const char* fn, const char* arg) {
  if (!v.IsNumber()) throw Napi::TypeError::New(v.Env(), std::string(fn) + ": " + arg + " is not a number");
  double d = v.As<Napi::Number>().DoubleValue();
  if (!(d >= 0) || d > 9007199254740991.0 || d != double(size_t(d)))
    throw Napi::RangeError::New(v.Env(), std::string(fn) + ": " + arg + " is not a size");
  return size_t(d);
}

/** Bytes [offset, offset + size) inside a buffer of `b->bytes` bytes, else a RangeError (no overflow). */
template <typename Buffer>
void checkRange(Napi::Env env, const Buffer* b, size_t offset, size_t size, const char* fn) {
  if (offset > b->bytes || size > b->bytes - offset)
    throw Napi::RangeError::New(env, std::string(fn) + ": bytes [" + std::to_string(offset) + ", " +
                                         std::to_string(offset + size) + ") are outside the buffer of " +
                                         std::to_string(b->bytes) + " bytes");
}

}  // namespace tack::napi_args
