// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/RequestRecord.h"

#include <QList>
#include <QObject>

#include <deque>

namespace volcano {

class LockClient;

// The latest HTTP attempts the console made (LockClient::requestFinished), in memory only,
// as a ring buffer: when full, each append evicts the oldest record.
//
// Every record gets a serial number (0, 1, 2, ...) that never changes, so a model can map
// rows to serials and learn from appended() how many rows fell off the front:
// rows = [firstSerial(), nextSerial()). Records never hold a secret (see RequestRecord).
class RequestLog : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultCapacity = 5000;

    explicit RequestLog(int capacity = kDefaultCapacity, QObject* parent = nullptr);

    // Appends every record the client reports (the client must outlive the connection).
    void attach(LockClient* client);

    void append(const RequestRecord& record);
    void clear();

    int capacity() const { return m_capacity; }
    int count() const { return int(m_records.size()); }
    bool isEmpty() const { return m_records.empty(); }
    // 0 is the oldest record still kept.
    const RequestRecord& at(int index) const { return m_records[std::size_t(index)]; }
    qint64 firstSerial() const { return m_nextSerial - qint64(m_records.size()); }
    qint64 nextSerial() const { return m_nextSerial; }
    // Null when that record was evicted or never existed.
    const RequestRecord* bySerial(qint64 serial) const;
    QList<RequestRecord> records() const;

Q_SIGNALS:
    // After the record was stored; evicted records (0 or 1) were dropped from the front
    // first, so firstSerial() already moved.
    void appended(qint64 serial, int evicted);
    void cleared();

private:
    int m_capacity;
    std::deque<RequestRecord> m_records;
    qint64 m_nextSerial = 0;
};

} // namespace volcano
