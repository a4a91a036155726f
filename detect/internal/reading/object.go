package reading

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
)

// Object is a decoded JSON object whose members are in key order, each key
// once. Discovery and the corpus reader decode objects into it: building a
// slice costs less than building a map, and the field walk reads it in
// order where a map must be iterated and its keys sorted. The engine takes
// map[string]any as well; an Object out of order (built by hand) is read in
// key order all the same.
type Object []Member

// Member is one key and its value.
type Member struct {
	Key   string
	Value any
}

// NewObject puts members in key order, keeping the last of a repeated key
// (as JSON decoders do). It reorders members in place.
func NewObject(members []Member) Object {
	slices.SortStableFunc(members, func(a, b Member) int { return strings.Compare(a.Key, b.Key) })
	out := members[:0]
	for i, m := range members {
		if i+1 < len(members) && members[i+1].Key == m.Key {
			continue
		}
		out = append(out, m)
	}
	return Object(out)
}

// ObjectFromMap returns m as an Object, values converted the same way all
// the way down (maps inside slices too).
func ObjectFromMap(m map[string]any) Object {
	o := make([]Member, 0, len(m))
	for k, v := range m {
		o = append(o, Member{k, ObjectsFromMaps(v)})
	}
	return NewObject(o)
}

// ObjectsFromMaps returns v with every map[string]any in it made an Object.
func ObjectsFromMaps(v any) any {
	switch x := v.(type) {
	case map[string]any:
		return ObjectFromMap(x)
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = ObjectsFromMaps(e)
		}
		return out
	}
	return v
}

// Get returns the value of key, and whether o has it.
func (o Object) Get(key string) (any, bool) {
	for _, m := range o {
		if m.Key == key {
			return m.Value, true
		}
	}
	return nil, false
}

// sorted reports whether o's keys are in strictly increasing order.
func (o Object) sorted() bool {
	for i := 1; i < len(o); i++ {
		if !(o[i-1].Key < o[i].Key) {
			return false
		}
	}
	return true
}

// MarshalJSON writes o as a JSON object in its member order.
func (o Object) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, err := json.Marshal(m.Key)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		v, err := json.Marshal(m.Value)
		if err != nil {
			return nil, err
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// lookup returns the value of key in a decoded object of either form.
func Lookup(obj any, key string) (any, bool) {
	switch o := obj.(type) {
	case map[string]any:
		v, ok := o[key]
		return v, ok
	case Object:
		return o.Get(key)
	}
	return nil, false
}

// members calls fn on each member of a decoded object of either form, in
// no particular order (nothing for a value that is not an object).
func Members(obj any, fn func(k string, v any)) {
	switch o := obj.(type) {
	case map[string]any:
		for k, v := range o {
			fn(k, v)
		}
	case Object:
		for _, m := range o {
			fn(m.Key, m.Value)
		}
	}
}

// objectLen is the number of members of a decoded object of either form,
// or -1 for a value that is not an object.
func ObjectLen(obj any) int {
	switch o := obj.(type) {
	case map[string]any:
		return len(o)
	case Object:
		return len(o)
	}
	return -1
}
